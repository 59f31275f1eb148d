// What a guest is offered, at scale: one busy day with 40 tables and 200 bookings, amid a year of
// other days, on the embedded database. The availability a form reads (covers per slot and, for
// every party size, the times a table is free) must stay under 50 ms.
// Options: --tables 40  --bookings 200  --other-days 365  --runs 30
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "@/lib/db/client";
import {
  bookingSlots,
  bookingTables,
  enquiries,
  openingTimes,
  restaurantTableJoins,
  restaurantTables,
} from "@/lib/db/schema";
import { readBookingRules, readDayAvailability } from "@/features/reservations/booking-read";
import { dayPlan } from "@/features/reservations/booking-rules";
import { readDayTables } from "@/features/tables";
import { bestFit, type Seating } from "@/features/tables/fitting";
import { seededRandom } from "@/lib/random/seeded";
import { medianOf, p95Of, printBenchTable, timeRuns } from "./lib/bench-samples";

const { values: args } = parseArgs({
  options: {
    tables: { type: "string", default: "40" },
    bookings: { type: "string", default: "200" },
    "other-days": { type: "string", default: "365" },
    runs: { type: "string", default: "30" },
  },
});
const TABLES = Number(args.tables);
const BOOKINGS = Number(args.bookings);
const OTHER_DAYS = Number(args["other-days"]);
const RUNS = Math.max(5, Number(args.runs));
const TARGET_MS = 50;
const DAY = "2026-12-11";
const TIMES = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"];
const rand = seededRandom(47);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const stay = (party: number) => (party <= 2 ? 90 : party <= 4 ? 120 : 150);

async function seed(db: Database) {
  await db
    .insert(openingTimes)
    .values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, openTime1: "17:00", closeTime1: "23:30" })));
  await db.update(bookingSlots).set({ coversLimit: 400 });
  // A room like the demo's, scaled: two-tops, four-tops and sixes, neighbours joinable in pairs.
  const shapes = [
    [1, 2],
    [2, 4],
    [2, 4],
    [4, 6],
  ] as const;
  const tables = await db
    .insert(restaurantTables)
    .values(
      Array.from({ length: TABLES }, (_, i) => {
        const [seatsMin, seatsMax] = shapes[i % shapes.length]!;
        return { name: `T${i + 1}`, area: "Main room", seatsMin, seatsMax, x: i % 12, y: Math.floor(i / 12), sort: i };
      }),
    )
    .returning();
  const joins = tables
    .slice(1)
    .flatMap((t, i) => (i % 2 === 0 ? [[tables[i]!.id, t.id].sort() as [string, string]] : []));
  await db.insert(restaurantTableJoins).values(joins.map(([tableA, tableB]) => ({ tableA, tableB })));

  const other = Array.from({ length: OTHER_DAYS * 30 }, (_, i) => ({
    formType: "reservation" as const,
    status: pick(["confirmed", "seated", "cancelled", "requested"] as const),
    name: `Guest ${i}`,
    email: `guest${i}@example.com`,
    preferredDate: new Date(Date.parse("2026-01-01") + (i % OTHER_DAYS) * 86_400_000).toISOString().slice(0, 10),
    preferredTime: pick(TIMES),
    guests: 1 + Math.floor(rand() * 8),
    sourcePage: "reservations",
  }));
  for (let i = 0; i < other.length; i += 1000) await db.insert(enquiries).values(other.slice(i, i + 1000));

  const today = await db
    .insert(enquiries)
    .values(
      Array.from({ length: BOOKINGS }, (_, i) => ({
        formType: "reservation" as const,
        status: i % 10 === 0 ? ("requested" as const) : ("confirmed" as const),
        name: `Tonight ${i}`,
        email: `tonight${i}@example.com`,
        preferredDate: DAY,
        preferredTime: pick(TIMES),
        guests: 1 + Math.floor(rand() * 7),
        sourcePage: "reservations",
      })),
    )
    .returning();
  // Seat what fits, as confirming would; the rest are held without a recorded table and placed when read.
  const room = {
    tables: tables.map((t) => ({ id: t.id, seatsMin: t.seatsMin, seatsMax: t.seatsMax })),
    joins,
  };
  const seatings: Seating[] = [];
  const rows: { enquiryId: string; tableId: string }[] = [];
  for (const b of today.filter((r) => r.status === "confirmed").slice(0, Math.floor(BOOKINGS * 0.6))) {
    const start = minutes(b.preferredTime!.slice(0, 5));
    const fit = bestFit(room, seatings, { partySize: b.guests!, start, duration: stay(b.guests!) });
    if (!fit.ok) continue;
    seatings.push({ tableIds: fit.option.tableIds, start, end: start + stay(b.guests!), bookingId: b.id });
    for (const tableId of fit.option.tableIds) rows.push({ enquiryId: b.id, tableId });
  }
  await db.insert(bookingTables).values(rows);
  return { seated: seatings.length };
}

const handle = await openDatabase({ kind: "pglite" });
try {
  const t0 = performance.now();
  await handle.migrate();
  const { seated } = await seed(handle.db);
  const db = handle.db;
  console.error(
    `seeded ${TABLES} tables, ${BOOKINGS} bookings on ${DAY} (${seated} with recorded tables) and ${(OTHER_DAYS * 30).toLocaleString("en-GB")} on other days in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const plan = dayPlan(await readBookingRules(db, "2026-12-01"), DAY);
  const cases: [string, () => Promise<unknown>][] = [
    ["The day's room: tables, held bookings, placements", () => readDayTables(db, DAY)],
    ["A form's availability: covers + 9 party sizes × slots", () => readDayAvailability(db, plan)],
  ];
  const rows: string[][] = [];
  for (const [name, fn] of cases) {
    const { samples } = await timeRuns(RUNS, fn);
    const p95 = p95Of(samples);
    rows.push([name, medianOf(samples).toFixed(1), p95.toFixed(1), `${TARGET_MS}`, p95 <= TARGET_MS ? "ok" : "SLOW"]);
  }
  printBenchTable("Tables query", RUNS, rows);
} finally {
  await handle.close();
}
