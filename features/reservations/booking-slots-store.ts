import { readSlotSettings } from "@/features/reservations/booking-read";
import { DEFAULT_SLOTS } from "@/features/reservations/booking-slots";
import type { Database } from "@/lib/db/client";
import { bookingSlots } from "@/lib/db/schema";
import { WEEKDAYS, weekdaysSaver } from "@/features/opening-times";
import type { BookingSlotsData } from "@/features/reservations/booking-slots-schema";

export interface BookingSlotDayForm {
  day: number;
  first: string;
  last: string;
  every: number;
  coversLimit: string;
  lunch: boolean;
  lastBeforeClose: number;
}

export async function readSlotsForAdmin(db: Database): Promise<BookingSlotDayForm[]> {
  const rows = await readSlotSettings(db);
  return WEEKDAYS.map(({ day }) => {
    const row = rows.find((r) => r.day === day) ?? { day, ...DEFAULT_SLOTS };
    return {
      day,
      first: row.first,
      last: row.last,
      every: row.every,
      coversLimit: row.coversLimit === null ? "" : String(row.coversLimit),
      lunch: row.lunch,
      lastBeforeClose: row.lastBeforeClose,
    };
  });
}

const same = (a: BookingSlotDayForm, b: BookingSlotDayForm) =>
  a.first === b.first &&
  a.last === b.last &&
  a.every === b.every &&
  a.coversLimit === b.coversLimit &&
  a.lunch === b.lunch &&
  a.lastBeforeClose === b.lastBeforeClose;

export const saveBookingSlots = weekdaysSaver({
  table: bookingSlots,
  values: (d: BookingSlotsData["days"][number]) => ({
    firstSlot: d.first,
    lastSlot: d.last,
    everyMinutes: d.every,
    coversLimit: d.coversLimit === "" ? null : Number(d.coversLimit),
    lunch: d.lunch,
    lastBeforeCloseMinutes: d.lastBeforeClose,
  }),
  read: readSlotsForAdmin,
  same,
  what: "the booking slots",
});
