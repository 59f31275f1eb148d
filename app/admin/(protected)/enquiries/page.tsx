import { Download, Inbox } from "lucide-react";
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/admin/live-refresh";
import { DASHBOARD_REFRESH_MS } from "@/lib/admin/dashboard";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { InboxFilters } from "@/app/admin/(protected)/enquiries/inbox-filters";
import { InboxTable } from "@/app/admin/(protected)/enquiries/inbox-table";
import { InboxTabs } from "@/app/admin/(protected)/enquiries/inbox-tabs";
import { PagedList } from "@/components/admin/paged-list";
import { Button } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { hasNarrowingFilters, inboxQueryString, parseInboxParams } from "@/lib/enquiries/inbox-params";
import { listInbox, newCountsByTab } from "@/lib/enquiries/inbox-queries";
import type { SearchParams } from "../list-links";

export const metadata: Metadata = { title: "Enquiries" };

export default async function EnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const filter = parseInboxParams(await searchParams);
  const db = await getDb();
  const [list, newCounts] = await Promise.all([listInbox(db, filter), newCountsByTab(db)]);
  const shown = { ...filter, page: list.page };

  return (
    <>
      <AdminPageHeader
        title="Enquiries"
        description="Reservations, event enquiries, messages and newsletter sign-ups, newest first."
      >
        <Button asChild variant="outline">
          <a href={`/admin/enquiries/export${inboxQueryString({ ...filter, page: 1 })}`} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </AdminPageHeader>

      <LiveRefresh intervalMs={DASHBOARD_REFRESH_MS} />
      <div className="space-y-4">
        <InboxTabs filter={shown} newCounts={newCounts} />
        <InboxFilters key={inboxQueryString({ ...filter, page: 1 })} filter={filter} />
        <PagedList
          list={list}
          noun={["enquiry", "enquiries"]}
          href={(page) => `/admin/enquiries${inboxQueryString(shown, { page })}`}
          empty={{
            icon: Inbox,
            title: hasNarrowingFilters(filter) ? "No enquiries match these filters" : "No enquiries yet",
            hint: hasNarrowingFilters(filter)
              ? "Try a wider date range, another status or fewer search words."
              : "New reservations, event enquiries, messages and sign-ups will appear here.",
          }}
        >
          <InboxTable rows={list.rows} filter={shown} />
        </PagedList>
      </div>
    </>
  );
}
