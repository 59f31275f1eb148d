import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { bookingTables, enquiries, restaurantTables } from "@/lib/db/schema";
import { tablesDay, type TablesDayView } from "./day";
import { readDayTables } from "./seating";

/** The day's tables by time; null when no tables are set up. */
export async function readTablesDay(db: Database, date: string): Promise<TablesDayView | null> {
  const day = await readDayTables(db, date);
  if (!day) return null;
  const ids = day.held.map((h) => h.id);
  const rows = ids.length
    ? await db.select({ id: enquiries.id, name: enquiries.name }).from(enquiries).where(inArray(enquiries.id, ids))
    : [];
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  return tablesDay(
    day,
    day.held.map((h) => ({ id: h.id, name: nameOf.get(h.id) ?? "Guest", time: h.time, guests: h.guests })),
  );
}

/** Each booking's recorded table names in the room's order, for many bookings in one grouped read. */
export async function readTableNames(db: Database, bookingIds: readonly string[]): Promise<Map<string, string[]>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: bookingTables.enquiryId,
      names: sql<
        string[]
      >`array_agg(${restaurantTables.name} order by ${restaurantTables.sort}, ${restaurantTables.name})`,
    })
    .from(bookingTables)
    .innerJoin(restaurantTables, eq(restaurantTables.id, bookingTables.tableId))
    .where(inArray(bookingTables.enquiryId, [...bookingIds]))
    .groupBy(bookingTables.enquiryId)
    .orderBy(asc(bookingTables.enquiryId));
  return new Map(rows.map((r) => [r.id, r.names]));
}
