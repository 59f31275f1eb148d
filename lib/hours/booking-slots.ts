import type { AdminRunContext, AdminRunOutcome } from "@/lib/actions/admin-action-core";
import { readSlotSettings } from "@/lib/reservations/booking-read";
import { DEFAULT_SLOTS } from "@/lib/reservations/booking-slots";
import type { Database } from "@/lib/db/client";
import { bookingSlots } from "@/lib/db/schema";
import { WEEKDAYS } from "@/lib/hours/types";
import type { BookingSlotsData } from "@/lib/hours/booking-slots-schema";

export interface BookingSlotDayForm {
  day: number;
  first: string;
  last: string;
  every: number;
  coversLimit: string;
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
    };
  });
}

const same = (a: BookingSlotDayForm, b: BookingSlotDayForm) =>
  a.first === b.first && a.last === b.last && a.every === b.every && a.coversLimit === b.coversLimit;

export async function saveBookingSlots({
  input,
  tx,
}: AdminRunContext<BookingSlotsData>): Promise<AdminRunOutcome<{ changedDays: string[] }>> {
  const before = await readSlotsForAdmin(tx);
  for (const d of input.days) {
    const values = {
      firstSlot: d.first,
      lastSlot: d.last,
      everyMinutes: d.every,
      coversLimit: d.coversLimit === "" ? null : Number(d.coversLimit),
    };
    await tx
      .insert(bookingSlots)
      .values({ day: d.day, ...values })
      .onConflictDoUpdate({ target: bookingSlots.day, set: { ...values, updatedAt: new Date() } });
  }
  const after = await readSlotsForAdmin(tx);
  const changed = after.filter((a, i) => !same(a, before[i]!)).map((a) => WEEKDAYS[a.day - 1]!.name);
  if (changed.length === 0) return { result: { changedDays: [] }, log: [] };
  return {
    result: { changedDays: changed },
    log: {
      action: "booking_slots.updated",
      entity: "booking_slots",
      summary: `Updated the booking slots (${changed.join(", ")})`,
      before,
      after,
    },
  };
}
