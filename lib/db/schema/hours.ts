import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, smallint, time, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps, dayHours } from "./columns";

export const openingTimes = pgTable(
  "opening_times",
  {
    id: id(),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    day: smallint("day").notNull(),
    ...dayHours(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("opening_times_day_uniq").on(t.day),
    check("opening_times_day_range", sql`${t.day} between 1 and 7`),
  ],
);

export const specialHours = pgTable(
  "special_hours",
  {
    id: id(),
    date: date("date").notNull(),
    ...dayHours(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("special_hours_date_uniq").on(t.date)],
);

/** Migration 0010 inserts a row per weekday; reads fall back to the same defaults. */
export const bookingSlots = pgTable(
  "booking_slots",
  {
    day: smallint("day").primaryKey(),
    firstSlot: time("first_slot").notNull().default("17:00"),
    lastSlot: time("last_slot").notNull().default("21:30"),
    everyMinutes: smallint("every_minutes").notNull().default(30),
    coversLimit: integer("covers_limit"),
    lunch: boolean("lunch").notNull().default(false),
    lastBeforeCloseMinutes: smallint("last_before_close_minutes").notNull().default(90),
    ...timestamps(),
  },
  (t) => [
    check("booking_slots_day_range", sql`${t.day} between 1 and 7`),
    check("booking_slots_every", sql`${t.everyMinutes} in (15, 30, 60)`),
    check("booking_slots_order", sql`${t.lastSlot} >= ${t.firstSlot}`),
    check("booking_slots_last_before_close", sql`${t.lastBeforeCloseMinutes} between 0 and 240`),
    check("booking_slots_covers_limit", sql`${t.coversLimit} is null or ${t.coversLimit} between 1 and 500`),
  ],
);

export type OpeningTime = typeof openingTimes.$inferSelect;
export type SpecialHours = typeof specialHours.$inferSelect;
