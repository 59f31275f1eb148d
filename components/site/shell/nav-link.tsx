"use client";

import { SiteLink } from "@/components/site/shell/site-link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";

export function NavLink({
  href,
  children,
  className,
  idleClassName,
  activeClassName,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  idleClassName?: string;
  activeClassName?: string;
}) {
  const pathname = usePathname();
  const active = pathname === href || (href !== "/" && pathname.startsWith(`${href}/`));
  return (
    <SiteLink
      href={href}
      aria-current={active ? "page" : undefined}
      className={clsx(className, active ? activeClassName : idleClassName)}
    >
      {children}
    </SiteLink>
  );
}
