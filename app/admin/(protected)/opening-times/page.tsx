import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { TitledSection } from "@/components/admin/titled-section";
import { SpecialHoursSection, type SpecialRow } from "@/features/opening-times/admin/special-hours-section";
import { WeeklyHoursForm } from "@/features/opening-times/admin/weekly-hours-form";
import { BookingSlotsForm } from "@/features/reservations/admin/booking-slots-form";
import { saveBookingSlots } from "@/features/reservations/actions";
import { readSlotsForAdmin } from "@/features/reservations/booking-slots-store";
import { periodsOf } from "@/features/opening-times/periods";
import { adminSection } from "@/features/dashboard/sections";
import {
  formatSpecialDate,
  readSpecialForAdmin,
  readWeeklyForAdmin,
  type SpecialHoursRow,
} from "@/features/opening-times/changes";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import {
  createSpecialHours,
  deleteSpecialHours,
  saveWeeklyHours,
  updateSpecialHours,
} from "@/features/opening-times/actions";
import { londonNow } from "@/lib/time/london";

export const metadata: Metadata = { title: "Opening times" };

const withLabel = (r: SpecialHoursRow): SpecialRow => ({ ...r, dateLabel: formatSpecialDate(r.date) });

export default async function OpeningTimesPage() {
  await requireAdmin("content.edit");
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
      <TitledSection
        id="weekly-title"
        look="part"
        title="Weekly hours"
        description="One or two periods a day. A closing time earlier than the opening time runs past midnight (5pm to 1am). Changes show in the footer and on the contact page as soon as you save."
        className="mb-12"
      >
        <WeeklyHoursForm initial={{ days }} action={saveWeeklyHours} />
      </TitledSection>
      <TitledSection id="special-title" look="part" title="Special hours">
        <SpecialHoursSection
          upcoming={special.upcoming.map(withLabel)}
          past={special.past.map(withLabel)}
          today={londonNow(now).date}
          create={createSpecialHours}
          update={updateSpecialHours}
          remove={deleteSpecialHours}
        />
      </TitledSection>
      <TitledSection
        id="slots-title"
        look="part"
        title="Booking slots"
        description="The times the reservation form offers on each day. A slot outside that day’s opening hours (or a special date’s) is never offered, the last one of each opening period leaves the table its minutes before closing, and closed days take no requests. Lunch bookings, where a day takes them, run from opening until the first dinner slot. With a covers limit, a slot shows as full once the confirmed reservations reach it; guests are asked to call."
        className="mt-12"
      >
        <BookingSlotsForm initial={{ days: slots }} weekly={days.map((d) => periodsOf(d))} action={saveBookingSlots} />
      </TitledSection>
    </>
  );
}
