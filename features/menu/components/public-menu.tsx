import type { ReactNode } from "react";
import type { PublicMenuCategory } from "@/features/menu/public";
import { getPublicMenu } from "@/features/menu/queries";
import { MenuLoadError } from "./menu-load-error";

/** The published menu for a page: the error notice when it cannot be read, `empty` while nothing is published. */
export async function PublicMenu({
  empty,
  children,
}: {
  empty: ReactNode;
  children: (menu: PublicMenuCategory[]) => ReactNode;
}) {
  const menu = await getPublicMenu();
  if (menu === null) return <MenuLoadError />;
  if (menu.length === 0) return empty;
  return children(menu);
}
