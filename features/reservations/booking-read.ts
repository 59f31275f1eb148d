import { and, asc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { SchemaContext } from "@/lib/actions/public-action";
import type { Database } from "@/lib/db/client";
import { bookingSlots, enquiries, openingTimes, specialHours } from "@/lib/db/schema";
import { toHHMM } from "@/lib/time/clock";
import type { IsoWeekday } from "@/features/opening-times";
import { HOLDS_TABLE } from "@/features/reservations/book";
import { addDays } from "@/lib/time/london";
import { BOOKING_WINDOWS, type Clock } from "@/lib/forms/field-lists";
import { isCalendarDate } from "@/lib/forms/field-schemas";
import { bookingRulesOf, dayPlan, type BookingRules, type DayPlan } from "./booking-rules";
import type { SlotSetting } from "./booking-slots";
import { PARTY_SIZES, type DayAvailability, type KnownAvailability } from "./availability";
import { readDayTables, seatableTimesByParty } from "@/features/tables";

export async function readSlotSettings(db: Database): Promise<SlotSetting[]> {
  const rows = await db.select().from(bookingSlots).orderBy(asc(bookingSlots.day));
  return rows.map((r) => ({
    day: r.day as IsoWeekday,
    first: toHHMM(r.firstSlot),
    last: toHHMM(r.lastSlot),
    every: r.everyMinutes,
    coversLimit: r.coversLimit,
    lunch: r.lunch,
    lastBeforeClose: r.lastBeforeCloseMinutes,
  }));
}

export async function readBookingRules(db: Database, today: string): Promise<BookingRules> {
  const to = addDays(today, BOOKING_WINDOWS.reservation.lastDay);
  const [weekly, special, slots] = await Promise.all([
    db.select().from(openingTimes).orderBy(asc(openingTimes.day)),
    db
      .select()
      .from(specialHours)
      .where(and(gte(specialHours.date, today), lte(specialHours.date, to)))
      .orderBy(asc(specialHours.date)),
    readSlotSettings(db),
  ]);
  return bookingRulesOf(weekly, special, slots);
}

/** What a booking form's schema is built from, once the request's rules and the day's room are known. */
export interface BookingSchemaInputs {
  clock: Clock;
  phone: string;
  rules: BookingRules | null;
  availability?: KnownAvailability;
}

/**
 * A public booking form's schema step: the current booking rules, the posted date's covers and
 * tables (read only when `reads` says that day's plan needs them), then the form's schema.
 */
export function bookingSchemaStep<S>(
  loadRules: () => Promise<BookingRules | null>,
  clock: Clock,
  reads: (plan: DayPlan, values: Record<string, string>) => boolean,
  make: (inputs: BookingSchemaInputs) => S,
): (ctx: SchemaContext) => Promise<S> {
  return async ({ values, phone, db }) => {
    const rules = await loadRules();
    const date = values.date?.trim() ?? "";
    const plan = rules !== null && isCalendarDate(date) ? dayPlan(rules, date) : null;
    const day =
      plan && plan.times.length > 0 && reads(plan, values) ? await readDayAvailability(await db(), plan) : null;
    return make({ clock, phone, rules, availability: day ? (d) => (d === date ? day : undefined) : undefined });
  };
}

/** A day's covers and tables for the forms; `except` leaves one booking out (a guest moving their own). */
export async function readDayAvailability(db: Database, plan: DayPlan, except?: string): Promise<DayAvailability> {
  const [covers, tables] = await Promise.all([
    plan.coversLimit === null ? Promise.resolve(new Map<string, number>()) : readConfirmedCovers(db, plan.date, except),
    readDayTables(db, plan.date, except),
  ]);
  return {
    covers: Object.fromEntries(plan.times.map((t) => [t, covers.get(t) ?? 0])),
    seatable: tables ? seatableTimesByParty(tables, plan.times, PARTY_SIZES) : null,
  };
}

export async function readConfirmedCovers(db: Database, date: string, except?: string): Promise<Map<string, number>> {
  const t = enquiries;
  const rows = await db
    .select({ time: t.preferredTime, covers: sql<number>`coalesce(sum(${t.guests}), 0)::int` })
    .from(t)
    .where(
      and(
        eq(t.formType, "reservation"),
        inArray(t.status, HOLDS_TABLE),
        eq(t.preferredDate, date),
        except ? ne(t.id, except) : undefined,
      ),
    )
    .groupBy(t.preferredTime);
  return new Map(rows.filter((r) => r.time !== null).map((r) => [toHHMM(r.time!), Number(r.covers)]));
}
