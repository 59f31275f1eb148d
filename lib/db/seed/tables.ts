import type { Database } from "@/lib/db/client";
import { restaurantTableJoins, restaurantTables } from "@/lib/db/schema";

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
