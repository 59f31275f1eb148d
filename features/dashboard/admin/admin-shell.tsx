import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { ROLE_LABELS, type StaffRole } from "@/lib/auth/permissions";
import { AdminBrand } from "@/components/admin/admin-brand";
import { AdminMobileNav } from "./admin-mobile-nav";
import { AdminNav } from "./admin-nav";
import { YourPasskeysLink } from "./your-passkeys-link";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { TitleCount } from "@/components/admin/title-count";

/** The signed-in admin frame: navigation to the nine sections, who is signed in, sign-out. */
export function AdminShell({
  email,
  role,
  badges,
  children,
}: {
  email: string;
  role: StaffRole;
  badges?: Readonly<Record<string, number>>;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr] print:block">
      <TitleCount count={badges?.["/admin/enquiries"] ?? 0} />
      <a
        href="#admin-main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>

      {/* The column carries the background the full height of a long page; the sidebar sticks within it. */}
      <div className="hidden border-r bg-card lg:block print:hidden">
        <aside className="sticky top-0 flex h-dvh flex-col">
          <div className="border-b px-5 py-5">
            <AdminBrand />
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <AdminNav role={role} badges={badges} />
          </div>
          <div className="space-y-3 border-t px-4 py-4">
            <p className="text-xs text-muted-foreground">
              Signed in as
              <span className="block truncate font-medium text-foreground" title={email}>
                {email}
              </span>
              <span className="block">{ROLE_LABELS[role]}</span>
            </p>
            <YourPasskeysLink />
            <SignOutButton variant="outline" size="sm" className="w-full" />
          </div>
        </aside>
      </div>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur sm:px-5 lg:hidden print:hidden">
          <AdminMobileNav email={email} role={role} badges={badges} />
          <AdminBrand />
        </header>
        <div className="hidden h-12 items-center justify-end border-b bg-card/60 px-8 lg:flex print:hidden">
          <Link
            href="/"
            className="inline-flex items-center gap-1.5 rounded-sm text-xs text-muted-foreground transition-colors hover:text-foreground"
          >
            View website
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
