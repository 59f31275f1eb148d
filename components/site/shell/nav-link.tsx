"use client";

import { SiteLink } from "@/components/site/shell/site-link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";

/**
 * A navigation link that marks the current section (aria-current="page"). The active and idle
 * classes are separate (no class merging library in the public bundle), so give each the colours
 * it needs; or leave them out and style the link from its aria-current, as the header's .nav-link
 * does (globals.css).
 */
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
    <SiteLink href={href} aria-current={active ? "page" : undefined} className={clsx(className, active ? activeClassName : idleClassName)}>
      {children}
    </SiteLink>
  );
}
