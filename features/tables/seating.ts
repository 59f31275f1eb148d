import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { bookingTables, enquiries, restaurantTableJoins, restaurantTables } from "@/lib/db/schema";
import { HOLDS_TABLE_STATUSES, holdsTable } from "@/lib/db/schema/enquiry-statuses";
import { minutesOfDay, toHHMM } from "@/lib/time/clock";
import { readSiteSettings, type TableTimeSettings } from "@/features/settings";
import { NO_FIT_MESSAGES, bestFit, roomPlanner, type Fit, type Room, type Seating } from "./fitting";
import { namesOf, type DayTables, type HeldBooking, type RoomTable } from "./room";
import { timeAtTable } from "./time-at-table";

export async function readRoom(db: Database): Promise<{ tables: RoomTable[]; room: Room }> {
  const [tables, joins] = await Promise.all([
    db
      .select({
        id: restaurantTables.id,
        name: restaurantTables.name,
        area: restaurantTables.area,
        seatsMin: restaurantTables.seatsMin,
        seatsMax: restaurantTables.seatsMax,
        x: restaurantTables.x,
        y: restaurantTables.y,
      })
      .from(restaurantTables)
      .orderBy(asc(restaurantTables.sort), asc(restaurantTables.name)),
    db.select().from(restaurantTableJoins),
  ]);
  return { tables, room: { tables, joins: joins.map((j) => [j.tableA, j.tableB] as const) } };
}

/** The day's bookings that hold a table, with the tables recorded for them, in time order. */
export async function readHeldBookings(db: Database, date: string, except?: string): Promise<HeldBooking[]> {
  const rows = await db
    .select({
      id: enquiries.id,
      time: enquiries.preferredTime,
      guests: enquiries.guests,
      tableIds: sql<
        string[]
      >`array(select ${bookingTables.tableId} from ${bookingTables} where ${bookingTables.enquiryId} = ${enquiries.id})`,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.preferredDate, date),
        eq(enquiries.formType, "reservation"),
        inArray(enquiries.status, [...HOLDS_TABLE_STATUSES]),
        except ? ne(enquiries.id, except) : undefined,
      ),
    )
    .orderBy(asc(enquiries.preferredTime), asc(enquiries.createdAt));
  return rows
    .filter((r) => r.time !== null)
    .map((r) => ({ id: r.id, time: toHHMM(r.time!), guests: r.guests ?? 1, tableIds: r.tableIds ?? [] }));
}

/** The seatings of the held bookings: recorded ones as they are, the rest placed by the fitting rule. */
export function seatingsOf(room: Room, held: readonly HeldBooking[], minutesFor: (party: number) => number): Seating[] {
  const known = new Set(room.tables.map((t) => t.id));
  const seatings: Seating[] = [];
  const unplaced: HeldBooking[] = [];
  for (const b of held) {
    const tableIds = b.tableIds.filter((id) => known.has(id));
    const start = minutesOfDay(b.time);
    if (tableIds.length) seatings.push({ tableIds, start, end: start + minutesFor(b.guests), bookingId: b.id });
    else unplaced.push(b);
  }
  if (unplaced.length === 0) return seatings;
  const planner = roomPlanner(room, seatings);
  for (const b of unplaced) {
    const start = minutesOfDay(b.time);
    const end = start + minutesFor(b.guests);
    const option = planner.find(b.guests, start, end - start);
    if (!option) continue;
    planner.take(option.tableIds, start, end);
    seatings.push({ tableIds: option.tableIds, start, end, bookingId: b.id });
  }
  return seatings;
}

export function dayTablesOf(
  date: string,
  room: { tables: RoomTable[]; room: Room },
  held: HeldBooking[],
  times: TableTimeSettings,
): DayTables {
  const minutesFor = (party: number) => timeAtTable(party, times);
  return { date, ...room, held, seatings: seatingsOf(room.room, held, minutesFor), minutesFor };
}

/** The room on `date`, leaving out the booking `except` (one being seated or moved); null when no tables are set up. */
export async function readDayTables(db: Database, date: string, except?: string): Promise<DayTables | null> {
  const room = await readRoom(db);
  if (room.tables.length === 0) return null;
  const [held, settings] = await Promise.all([readHeldBookings(db, date, except), readSiteSettings(db)]);
  return dayTablesOf(date, room, held, settings.tableTimes);
}

/** For each party size, the times of `times` at which a table or joinable set is free for its whole time at the table. */
export function seatableTimesByParty(
  day: DayTables,
  times: readonly string[],
  parties: readonly number[],
): Record<string, string[]> {
  const planner = roomPlanner(day.room, day.seatings);
  const out: Record<string, string[]> = {};
  for (const party of parties) {
    const duration = day.minutesFor(party);
    out[String(party)] = times.filter((t) => planner.find(party, minutesOfDay(t), duration) !== undefined);
  }
  return out;
}

/** Where a party would sit at `time` on this day, or why it cannot. */
export function fitAt(day: DayTables, time: string, party: number): Fit {
  return bestFit(day.room, day.seatings, {
    partySize: party,
    start: minutesOfDay(time),
    duration: day.minutesFor(party),
  });
}

// Seating decisions for one date are taken one at a time, so two confirmations at once cannot
// both take the last four-top; other dates go on in parallel.
export const lockTheDay = (tx: Database, date: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tables:${date}`}))`);

export type SeatOutcome =
  | { seated: true; tableIds: readonly string[]; names: string[] }
  | { seated: false; reason: Exclude<Fit, { ok: true }>["reason"] };

/** Seats a booking at the best-fitting free table or joined set, replacing any tables it had. */
export async function seatBooking(
  tx: Database,
  booking: { id: string; date: string; time: string; guests: number },
): Promise<SeatOutcome> {
  await lockTheDay(tx, booking.date);
  const day = await readDayTables(tx, booking.date, booking.id);
  await releaseTables(tx, booking.id);
  if (!day) return { seated: false, reason: "no-tables" };
  const fit = fitAt(day, booking.time, booking.guests);
  if (!fit.ok) return { seated: false, reason: fit.reason };
  await tx.insert(bookingTables).values(fit.option.tableIds.map((tableId) => ({ enquiryId: booking.id, tableId })));
  return { seated: true, tableIds: fit.option.tableIds, names: namesOf(day.tables, fit.option.tableIds) };
}

export async function releaseTables(tx: Database, bookingId: string): Promise<void> {
  await tx.delete(bookingTables).where(eq(bookingTables.enquiryId, bookingId));
}

/** "Table M1", "Tables M1 + M2", or why none was free; null when no tables are set up. */
export function seatingInWords(outcome: SeatOutcome): string | null {
  if (outcome.seated) return `${outcome.names.length === 1 ? "Table" : "Tables"} ${outcome.names.join(" + ")}`;
  if (outcome.reason === "no-tables") return null;
  return `No table yet: ${NO_FIT_MESSAGES[outcome.reason]} Choose one in Tables › Tables by time.`;
}

export interface BookingForSeating {
  id: string;
  preferredDate: string | null;
  preferredTime: string | null;
  guests: number | null;
}

/**
 * Keeps a booking's tables in step with its status: a booking that comes to hold a table is seated at
 * the best fit, one that stops holding it (declined, cancelled, no-show, back to a request) frees it.
 * Returns the seating in words when it seated one.
 */
export async function tablesFollowStatus(
  tx: Database,
  booking: BookingForSeating,
  from: string,
  to: string,
): Promise<string | null> {
  if (!holdsTable(to)) {
    await releaseTables(tx, booking.id);
    return null;
  }
  if (holdsTable(from) || !booking.preferredDate || !booking.preferredTime) return null;
  const outcome = await seatBooking(tx, {
    id: booking.id,
    date: booking.preferredDate,
    time: toHHMM(booking.preferredTime),
    guests: booking.guests ?? 1,
  });
  return seatingInWords(outcome);
}
