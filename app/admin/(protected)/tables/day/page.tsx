import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { moveBooking } from "@/features/tables/actions";
import { parseDayParams } from "@/features/tables/day";
import { readTablesDay } from "@/features/tables/day-queries";
import { TablesDay } from "@/features/tables/admin/tables-day";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { londonDateOf } from "@/lib/time/london";
import type { SearchParams } from "@/lib/routes/search-params";

export const metadata: Metadata = { title: "Tables by time" };

export default async function TablesDayPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin("guests.read");
  const today = londonDateOf(new Date());
  const params = parseDayParams(await searchParams, today);
  const view = await readTablesDay(await getDb(), params.date);
  return (
    <>
      <AdminPageHeader
        title="Tables by time"
        description="Each table through the evening: who sits there and when. Move a booking to another table here."
      />
      <TablesDay view={view} params={params} today={today} move={moveBooking} />
    </>
  );
}
