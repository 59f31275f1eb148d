import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LiveRefresh } from "@/components/admin/live-refresh";
import { BookDayView } from "@/features/reservations/admin/book-day-view";
import { BookToolbar } from "@/features/reservations/admin/book-toolbar";
import { BookWeekView } from "@/features/reservations/admin/book-week-view";
import { PhoneBookingDialog } from "@/features/reservations/admin/phone-booking-dialog";
import { DASHBOARD_REFRESH_MS } from "@/features/dashboard/dashboard-queries";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { bookDay, parseBookParams, weekDates } from "@/features/reservations/book";
import { readBook } from "@/features/reservations/book-queries";
import { londonDateOf } from "@/lib/time/london";
import { readBookingRules, readDayAvailability } from "@/features/reservations/booking-read";
import { noTableAt } from "@/features/reservations/availability";
import { dayPlan, type DayPlan } from "@/features/reservations/booking-rules";
import { addPhoneBooking, offerWaitlistTable } from "@/features/reservations/actions";
import { readWaitlist } from "@/features/reservations/waitlist-store";
import { freedTableText, slotWaitlist, waitlistRows } from "@/features/reservations/waitlist";
import type { SearchParams } from "@/lib/routes/search-params";

export const metadata: Metadata = { title: "Reservation book" };

/** Said above a day the website takes no bookings for; its existing bookings are still listed. */
function closedNote(plan: DayPlan): string | null {
  const name = plan.special?.name ? ` (${plan.special.name})` : "";
  if (plan.periods.length === 0)
    return `The restaurant is closed this day${name}: the website takes no bookings for it.`;
  if (plan.times.length === 0) return `No booking slots fall inside this day’s opening hours${name}.`;
  return null;
}

export default async function ReservationBookPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin("guests.read");
  const today = londonDateOf(new Date());
  const params = parseBookParams(await searchParams, today);
  const dates = params.view === "week" ? weekDates(params.date) : [params.date];
  const db = await getDb();
  const [entries, rules] = await Promise.all([
    readBook(db, dates[0]!, dates[dates.length - 1]!),
    readBookingRules(db, today),
  ]);
  const plans = dates.map((d) => dayPlan(rules, d));
  const days = plans.map((plan) => bookDay(plan.date, entries, plan.times));
  const first = plans[0]!;
  const [waitlist, room] =
    params.view === "day"
      ? await Promise.all([readWaitlist(db, first.date), readDayAvailability(db, first)])
      : [[], null];
  const now = new Date();
  const bySlot = Object.fromEntries(
    days[0]!.slots.map((slot) => {
      const seats = room?.seatable ? (party: number) => !noTableAt(room, slot.time, party) : undefined;
      const w = slotWaitlist(slot.time, waitlist, first.coversLimit, slot.covers.confirmed, now, seats);
      return [slot.time, { freed: freedTableText(w), rows: waitlistRows(w) }];
    }),
  );

  return (
    <>
      <AdminPageHeader
        title="Reservation book"
        description="Table requests and confirmed bookings by date and time, with covers per slot and per day."
      >
        <PhoneBookingDialog
          action={addPhoneBooking}
          today={today}
          defaultDate={params.date < today ? today : params.date}
          rules={rules}
        />
      </AdminPageHeader>
      <LiveRefresh intervalMs={DASHBOARD_REFRESH_MS} />
      <BookToolbar params={params} today={today} />
      {params.view === "day" ? (
        <BookDayView
          day={days[0]!}
          coversLimit={first.coversLimit}
          closedNote={closedNote(first)}
          waitlists={{ bySlot, offer: offerWaitlistTable }}
        />
      ) : (
        <BookWeekView days={days} today={today} />
      )}
    </>
  );
}
