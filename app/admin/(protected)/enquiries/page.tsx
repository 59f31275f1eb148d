import { Download, Inbox } from "lucide-react";
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/admin/live-refresh";
import { DASHBOARD_REFRESH_MS } from "@/features/dashboard/dashboard-queries";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { InboxFilters } from "@/features/enquiries/admin/inbox-filters";
import { InboxTable } from "@/features/enquiries/admin/inbox-table";
import { InboxTabs } from "@/features/enquiries/admin/inbox-tabs";
import { PagedList } from "@/components/admin/paged-list";
import { Button } from "@/components/ui/button";
import { hasNarrowingFilters, inboxQueryString, parseInboxParams } from "@/features/enquiries/inbox-params";
import { listInbox, newCountsByTab } from "@/features/enquiries/inbox-queries";
import { readListPage } from "@/lib/admin/list-page";
import type { SearchParams } from "@/lib/routes/search-params";

export const metadata: Metadata = { title: "Enquiries" };

export default async function EnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const { filter, list, shown, extra } = await readListPage("guests.read", searchParams, parseInboxParams, (db, f) =>
    Promise.all([listInbox(db, f), newCountsByTab(db)]),
  );

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
        <InboxTabs filter={shown} newCounts={extra} />
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
