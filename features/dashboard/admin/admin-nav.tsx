"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import type { StaffRole } from "@/lib/auth/permissions";
import { isActiveSection, sectionsFor } from "@/features/dashboard/sections";

/** `badges`: a count shown beside a section's link (href → count), e.g. new enquiries. */
export function AdminNav({
  role,
  onNavigate,
  badges,
}: {
  role: StaffRole;
  onNavigate?: () => void;
  badges?: Readonly<Record<string, number>>;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin">
      <ul className="space-y-0.5">
        {sectionsFor(role).map(({ href, label, icon: Icon }) => {
          const active = isActiveSection(href, pathname);
          const badge = badges?.[href] ?? 0;
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "relative flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors",
                  active
                    ? "bg-accent font-medium text-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                {active ? (
                  <span aria-hidden="true" className="absolute inset-y-1.5 left-0 w-0.5 rounded-full bg-gold" />
                ) : null}
                <Icon className={cn("size-4", active ? "text-gold-deep" : "")} aria-hidden="true" />
                {label}
                {badge > 0 ? (
                  <span className="ml-auto rounded-full bg-gold px-1.5 py-0.5 text-[0.7rem] leading-none font-semibold text-ink tabular-nums">
                    {badge > 999 ? "999+" : badge}
                    <span className="sr-only"> new</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
