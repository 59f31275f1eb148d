import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { SpecialHoursSection, type SpecialRow } from "@/app/admin/(protected)/opening-times/special-hours-section";
import { WeeklyHoursForm } from "@/app/admin/(protected)/opening-times/weekly-hours-form";
import { BookingSlotsForm } from "@/app/admin/(protected)/opening-times/booking-slots-form";
import { readSlotsForAdmin } from "@/lib/hours/booking-slots";
import { periodsOf } from "@/lib/hours/periods";
import { adminSection } from "@/components/admin/sections";
import { formatSpecialDate, readSpecialForAdmin, readWeeklyForAdmin, type SpecialHoursRow } from "@/lib/hours/actions";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import {
  createSpecialHours,
  deleteSpecialHours,
  saveBookingSlots,
  saveWeeklyHours,
  updateSpecialHours,
} from "./actions";
import { londonNow } from "@/lib/time/london";

export const metadata: Metadata = { title: "Opening times" };

const withLabel = (r: SpecialHoursRow): SpecialRow => ({ ...r, dateLabel: formatSpecialDate(r.date) });

export default async function OpeningTimesPage() {
  await requireAdmin();
  const { description } = adminSection("/admin/opening-times");
  const db = await getDb();
  const now = new Date();
  const [days, special, slots] = await Promise.all([
    readWeeklyForAdmin(db),
    readSpecialForAdmin(db, now),
    readSlotsForAdmin(db),
  ]);

  return (
    <>
      <AdminPageHeader title="Opening times" description={description} />
      <section aria-labelledby="weekly-title" className="mb-12">
        <h2 id="weekly-title" className="mb-1 font-display text-2xl font-semibold">
          Weekly hours
        </h2>
        <p className="mb-4 max-w-2xl text-sm text-muted-foreground">
          One or two periods a day. A closing time earlier than the opening time runs past midnight (5pm to 1am).
          Changes show in the footer and on the contact page as soon as you save.
        </p>
        <WeeklyHoursForm initial={{ days }} action={saveWeeklyHours} />
      </section>
      <section aria-labelledby="special-title">
        <h2 id="special-title" className="mb-1 font-display text-2xl font-semibold">
          Special hours
        </h2>
        <SpecialHoursSection
          upcoming={special.upcoming.map(withLabel)}
          past={special.past.map(withLabel)}
          today={londonNow(now).date}
          create={createSpecialHours}
          update={updateSpecialHours}
          remove={deleteSpecialHours}
        />
      </section>
      <section aria-labelledby="slots-title" className="mt-12">
        <h2 id="slots-title" className="mb-1 font-display text-2xl font-semibold">
          Booking slots
        </h2>
        <p className="mb-4 max-w-2xl text-sm text-muted-foreground">
          The times the reservation form offers on each day. A slot outside that day&rsquo;s opening hours (or a special
          date&rsquo;s) is never offered, and closed days take no requests. With a covers limit, a slot shows as full
          once the confirmed reservations reach it; guests are asked to call.
        </p>
        <BookingSlotsForm initial={{ days: slots }} weekly={days.map((d) => periodsOf(d))} action={saveBookingSlots} />
      </section>
    </>
  );
}
