import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
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

/** What a booking form's schema is built from, once the request's rules and covers are known. */
export interface BookingSchemaInputs {
  clock: Clock;
  phone: string;
  rules: BookingRules | null;
  confirmedCovers?: ConfirmedCovers;
}

type ConfirmedCovers = (date: string, time: string) => number | undefined;

/**
 * A public booking form's schema step: the current booking rules, the covers already confirmed on
 * the posted date (read only when `counts` says that day's plan needs them), then the form's schema.
 */
export function bookingSchemaStep<S>(
  loadRules: () => Promise<BookingRules | null>,
  clock: Clock,
  counts: (plan: DayPlan, values: Record<string, string>) => boolean,
  make: (inputs: BookingSchemaInputs) => S,
): (ctx: SchemaContext) => Promise<S> {
  return async ({ values, phone, db }) => {
    const rules = await loadRules();
    const confirmedCovers = await confirmedCoversFor(rules, values.date, db, (plan) => counts(plan, values));
    return make({ clock, phone, rules, confirmedCovers });
  };
}

/** The covers already confirmed on the posted date, when `counts` says its plan needs them; else undefined. */
async function confirmedCoversFor(
  rules: BookingRules | null,
  rawDate: string | undefined,
  db: () => Promise<Database>,
  counts: (plan: DayPlan) => boolean,
): Promise<ConfirmedCovers | undefined> {
  const date = rawDate?.trim() ?? "";
  const plan = rules !== null && isCalendarDate(date) ? dayPlan(rules, date) : null;
  const covers = plan && counts(plan) ? await readConfirmedCovers(await db(), date) : null;
  return covers ? (d, t) => (d === date ? (covers.get(t) ?? 0) : undefined) : undefined;
}

export async function readConfirmedCovers(db: Database, date: string): Promise<Map<string, number>> {
  const t = enquiries;
  const rows = await db
    .select({ time: t.preferredTime, covers: sql<number>`coalesce(sum(${t.guests}), 0)::int` })
    .from(t)
    .where(and(eq(t.formType, "reservation"), inArray(t.status, HOLDS_TABLE), eq(t.preferredDate, date)))
    .groupBy(t.preferredTime);
  return new Map(rows.filter((r) => r.time !== null).map((r) => [toHHMM(r.time!), Number(r.covers)]));
}
