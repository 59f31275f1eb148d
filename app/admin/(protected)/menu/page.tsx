import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminSection } from "@/features/dashboard/sections";
import { requireAdmin } from "@/lib/auth/admin";
import { getAdminMenu } from "@/features/menu/admin-queries";
import type { AdminMenuSection } from "@/features/menu/admin-types";
import { ClaimWarnings } from "@/features/menu/admin/claim-warnings";
import { MenuLoadFailed, MenuManagerSkeleton } from "@/features/menu/admin/menu-states";
import { MenuManager } from "@/features/menu/admin/menu-manager";

export const metadata: Metadata = { title: "Menu" };

export default async function MenuAdminPage() {
  await requireAdmin("content.edit");
  return (
    <>
      <AdminPageHeader
        title="Menu"
        description={`${adminSection("/admin/menu").description} Changes show on the public menu as soon as they are saved.`}
      />
      <Suspense fallback={<MenuManagerSkeleton />}>
        <MenuAdminContent />
      </Suspense>
    </>
  );
}

async function loadMenu(): Promise<AdminMenuSection[] | null> {
  try {
    return await getAdminMenu();
  } catch (err) {
    console.error("[admin/menu] failed to load the menu", err);
    return null;
  }
}

async function MenuAdminContent() {
  await connection();
  const menu = await loadMenu();
  if (menu === null) return <MenuLoadFailed />;
  return (
    <>
      <ClaimWarnings sections={menu} />
      <MenuManager sections={menu} now={new Date().toISOString()} />
    </>
  );
}
