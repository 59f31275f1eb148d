import { ArrowUpRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { DashboardOverview, DashboardOverviewSkeleton } from "@/features/dashboard/admin/dashboard-overview";
import { LiveRefresh } from "@/components/admin/live-refresh";
import { RefreshSiteButton } from "@/components/admin/refresh-site-button";
import { TitledSection } from "@/components/admin/titled-section";
import { sectionsFor } from "@/features/dashboard/sections";
import { roleMay } from "@/lib/auth/permissions";
import { DASHBOARD_REFRESH_MS } from "@/features/dashboard/dashboard-queries";
import { requireAdmin } from "@/lib/auth/admin";
import { refreshPublicSite } from "@/features/dashboard/actions";
import { retryOutboxEmail } from "@/features/outbox/actions";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminDashboardPage() {
  const admin = await requireAdmin("dashboard.view");
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${admin.email}. Everything on the website is managed from here.`}
      >
        {roleMay(admin.role, "content.edit") ? <RefreshSiteButton action={refreshPublicSite} /> : null}
      </AdminPageHeader>
      <LiveRefresh intervalMs={DASHBOARD_REFRESH_MS} />
      <Suspense fallback={<DashboardOverviewSkeleton />}>
        <DashboardOverview role={admin.role} retryOutboxEmail={retryOutboxEmail} />
      </Suspense>
      <TitledSection
        id="quick-links-heading"
        title="Quick links"
        className="mt-8"
        headingClassName="mb-3 leading-tight text-foreground"
      >
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {sectionsFor(admin.role)
            .slice(1)
            .map(({ href, label, description, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="group flex h-full flex-col rounded-lg border bg-card p-4 transition-colors hover:border-gold/70 hover:bg-accent/40"
                >
                  <span className="flex items-center justify-between">
                    <span className="flex items-center gap-2 font-medium text-foreground">
                      <Icon className="size-4 text-gold-deep" aria-hidden="true" />
                      {label}
                    </span>
                    <ArrowUpRight
                      className="size-4 text-muted-foreground transition-colors group-hover:text-foreground"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="mt-1.5 text-sm text-muted-foreground">{description}</span>
                </Link>
              </li>
            ))}
        </ul>
      </TitledSection>
    </>
  );
}
