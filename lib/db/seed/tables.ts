import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { bookingTables, enquiries, restaurantTableJoins, restaurantTables } from "@/lib/db/schema";
import { HOLDS_TABLE_STATUSES } from "@/lib/db/schema/enquiry-statuses";

type DemoTable = [name: string, area: string, seatsMin: number, seatsMax: number, x: number, y: number];

// A room of 44 seats: two-tops along the window, four-tops and a six in the main room, and a
// private room whose two tables push together for a party of up to twelve.
const TABLES: readonly DemoTable[] = [
  ["W1", "Window", 1, 2, 1, 0],
  ["W2", "Window", 1, 2, 3, 0],
  ["W3", "Window", 1, 2, 5, 0],
  ["W4", "Window", 1, 2, 7, 0],
  ["M1", "Main room", 2, 4, 1, 2],
  ["M2", "Main room", 2, 4, 3, 2],
  ["M3", "Main room", 2, 4, 5, 2],
  ["M4", "Main room", 2, 4, 1, 4],
  ["M5", "Main room", 2, 4, 3, 4],
  ["M6", "Main room", 4, 6, 5, 4],
  ["P1", "Private room", 4, 6, 9, 2],
  ["P2", "Private room", 4, 6, 9, 4],
];

const JOINS: ReadonlyArray<[string, string]> = [
  ["W1", "W2"],
  ["W3", "W4"],
  ["M1", "M2"],
  ["M2", "M3"],
  ["P1", "P2"],
];

/** The demo room and its joinable pairs; skipped when any table exists, so staff's own room is never mixed with it. */
export async function insertDemoTables(tx: Database): Promise<void> {
  if ((await tx.select({ id: restaurantTables.id }).from(restaurantTables).limit(1)).length) return;
  const rows = await tx
    .insert(restaurantTables)
    .values(
      TABLES.map(([name, area, seatsMin, seatsMax, x, y], sort) => ({ name, area, seatsMin, seatsMax, x, y, sort })),
    )
    .returning({ id: restaurantTables.id, name: restaurantTables.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  await tx.insert(restaurantTableJoins).values(
    JOINS.map(([a, b]) => {
      const [tableA, tableB] = [idOf.get(a)!, idOf.get(b)!].sort();
      return { tableA: tableA!, tableB: tableB! };
    }),
  );
}

/**
 * Records tables for the demo's bookings that hold one, so "Tables by time" shows real seatings. The
 * demo has at most one such booking an evening, so the smallest demo table (or joinable pair) meant
 * for the party is free; plumbing cannot reach the tables feature's fitting rule, and needs no more.
 */
export async function seatDemoBookings(tx: Database): Promise<void> {
  const tables = await tx.select().from(restaurantTables).orderBy(asc(restaurantTables.sort));
  const byName = new Map(tables.map((t) => [t.name, t]));
  const options = [
    ...tables.map((t) => ({ ids: [t.id], min: t.seatsMin, max: t.seatsMax })),
    ...JOINS.flatMap(([a, b]) => {
      const [ta, tb] = [byName.get(a), byName.get(b)];
      return ta && tb ? [{ ids: [ta.id, tb.id], min: ta.seatsMin + tb.seatsMin, max: ta.seatsMax + tb.seatsMax }] : [];
    }),
  ];
  const unseated = await tx
    .select({ id: enquiries.id, date: enquiries.preferredDate, guests: enquiries.guests })
    .from(enquiries)
    .leftJoin(bookingTables, eq(bookingTables.enquiryId, enquiries.id))
    .where(
      and(
        eq(enquiries.formType, "reservation"),
        inArray(enquiries.status, [...HOLDS_TABLE_STATUSES]),
        isNull(bookingTables.enquiryId),
      ),
    );
  const takenOn = new Map<string, Set<string>>();
  const rows: Array<typeof bookingTables.$inferInsert> = [];
  for (const b of unseated) {
    const taken = takenOn.get(b.date ?? "") ?? new Set<string>();
    const party = b.guests ?? 2;
    const option = options.find((o) => o.min <= party && party <= o.max && o.ids.every((id) => !taken.has(id)));
    if (!option) continue;
    for (const id of option.ids) taken.add(id);
    takenOn.set(b.date ?? "", taken);
    rows.push(...option.ids.map((tableId) => ({ enquiryId: b.id, tableId })));
  }
  if (rows.length) await tx.insert(bookingTables).values(rows);
}
