import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LiveRefresh } from "@/components/admin/dashboard/live-refresh";
import { BookDayView } from "@/components/admin/reservations/book-day-view";
import { BookToolbar } from "@/components/admin/reservations/book-toolbar";
import { BookWeekView } from "@/components/admin/reservations/book-week-view";
import { PhoneBookingDialog } from "@/components/admin/reservations/phone-booking-dialog";
import { DASHBOARD_REFRESH_MS } from "@/lib/admin/dashboard";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { bookDay, parseBookParams, weekDates } from "@/lib/reservations/book";
import { readBook } from "@/lib/reservations/book-query";
import { londonDateOf } from "@/lib/time/london";
import { RESERVATION_TIMES } from "@/lib/validation/reservation";
import { addPhoneBooking } from "./actions";

export const metadata: Metadata = { title: "Reservation book" };

export default async function ReservationBookPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const today = londonDateOf(new Date());
  const params = parseBookParams(await searchParams, today);
  const dates = params.view === "week" ? weekDates(params.date) : [params.date];
  const entries = await readBook(await getDb(), dates[0]!, dates[dates.length - 1]!);
  const days = dates.map((d) => bookDay(d, entries, RESERVATION_TIMES));

  return (
    <>
      <AdminPageHeader title="Reservation book" description="Table requests and confirmed bookings by date and time, with covers per slot and per day.">
        <PhoneBookingDialog action={addPhoneBooking} today={today} defaultDate={params.date < today ? today : params.date} times={RESERVATION_TIMES} />
      </AdminPageHeader>
      <LiveRefresh intervalMs={DASHBOARD_REFRESH_MS} />
      <BookToolbar params={params} today={today} />
      {params.view === "day" ? <BookDayView day={days[0]!} /> : <BookWeekView days={days} today={today} />}
    </>
  );
}
