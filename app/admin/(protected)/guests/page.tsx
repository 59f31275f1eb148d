import { Contact } from "lucide-react";
import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PagedList } from "@/components/admin/paged-list";
import { adminSection } from "@/features/dashboard/sections";
import { guestListQueryString, listGuests, parseGuestListParams } from "@/features/guests/admin-queries";
import { GuestSearch } from "@/features/guests/admin/guest-search";
import { GuestTable } from "@/features/guests/admin/guest-table";
import { readListPage } from "@/lib/admin/list-page";
import type { SearchParams } from "@/lib/routes/search-params";

export const metadata: Metadata = { title: "Guest book" };

export default async function GuestBookPage({ searchParams }: { searchParams: SearchParams }) {
  const { filter, list, shown } = await readListPage(
    "guests.book",
    searchParams,
    parseGuestListParams,
    async (db, f) => [await listGuests(db, f), null],
  );
  return (
    <>
      <AdminPageHeader title="Guest book" description={adminSection("/admin/guests").description} />
      <div className="space-y-4">
        <GuestSearch key={filter.q} q={filter.q} />
        <PagedList
          list={list}
          noun={["guest", "guests"]}
          href={(page) => `/admin/guests${guestListQueryString(shown, { page })}`}
          empty={{
            icon: Contact,
            title: filter.q ? "No guests match this search" : "No guests yet",
            hint: filter.q
              ? "Try part of the name, the e-mail address or the phone number's last digits."
              : "Every reservation, enquiry and newsletter sign-up adds its guest here.",
          }}
        >
          <GuestTable rows={list.rows} listQuery={guestListQueryString(shown)} />
        </PagedList>
      </div>
    </>
  );
}
