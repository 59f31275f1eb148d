// The guest book at scale: 30,000 guests and 100,000 enquiries on the embedded database.
// Options: --guests 30000  --enquiries 100000  --runs 20
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "@/lib/db/client";
import { enquiries, guests, type NewEnquiry } from "@/lib/db/schema";
import { listGuests, readGuestGlances, readGuestHistory } from "@/features/guests/admin-queries";
import { readReport } from "@/features/reports/queries";
import { STATUSES_BY_TYPE } from "@/lib/db/schema/enquiry-statuses";
import { seededRandom } from "@/lib/random/seeded";
import { FIRST, LAST } from "./lib/bench-names";
import { medianOf, p95Of, printBenchTable, timeRuns } from "./lib/bench-samples";

const { values: args } = parseArgs({
  options: {
    guests: { type: "string", default: "30000" },
    enquiries: { type: "string", default: "100000" },
    runs: { type: "string", default: "20" },
  },
});
const GUESTS = Number(args.guests);
const ENQUIRIES = Number(args.enquiries);
const RUNS = Math.max(5, Number(args.runs));
const P95_TARGET_MS = 100;
const GLANCE_TARGET_MS = 20;
/** A report is asked for now and then, not on every page: a blink for up to a year, half a second for the longest range. */
const REPORT_TARGET_MS = 250;
const LONGEST_REPORT_TARGET_MS = 500;

const rand = seededRandom(47);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TAGS = ["regular", "vip", "allergy:sesame", "allergy:peanuts", "diet:vegetarian", "window seat"];
const TYPES = ["reservation", "reservation", "reservation", "reservation", "event", "contact", "newsletter"] as const;
const DAY = 86_400_000;
const NOW = Date.parse("2026-11-28T12:00:00Z");

interface SeededGuest {
  id: string;
  name: string;
  email: string;
  phone: string;
}

async function seed(db: Database): Promise<SeededGuest[]> {
  const made: SeededGuest[] = [];
  for (let i = 0; i < GUESTS; i += 500) {
    const rows = Array.from({ length: Math.min(500, GUESTS - i) }, (_, j) => {
      const n = i + j;
      const [first, last] = [pick(FIRST), pick(LAST)];
      return {
        name: `${first} ${last}`,
        email: `${first}.${last}.${n}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ""),
        phone: `077009${String(n).padStart(5, "0")}`,
        tags: rand() < 0.2 ? [pick(TAGS)] : [],
        lastActivityAt: new Date(NOW - Math.floor(rand() * 700 * DAY)),
      };
    });
    const ids = await db.insert(guests).values(rows).returning({ id: guests.id });
    ids.forEach((row, k) => made.push({ id: row.id, ...rows[k]! }));
  }
  // A few regulars hold most of the history, as in a real book.
  const guestFor = () => (rand() < 0.3 ? made[Math.floor(rand() * 200)]! : pick(made));
  for (let i = 0; i < ENQUIRIES; i += 500) {
    const rows: NewEnquiry[] = Array.from({ length: Math.min(500, ENQUIRIES - i) }, () => {
      const guest = guestFor();
      const formType = pick(TYPES);
      const createdAt = new Date(NOW - Math.floor(rand() * 700 * DAY));
      const booking = formType === "reservation" || formType === "event";
      return {
        formType,
        status: pick(STATUSES_BY_TYPE[formType]),
        name: guest.name,
        email: guest.email,
        phone: formType === "newsletter" ? null : guest.phone,
        message: formType === "contact" ? "A question about the menu" : null,
        preferredDate: booking
          ? new Date(createdAt.getTime() + Math.floor(rand() * 60) * DAY).toISOString().slice(0, 10)
          : null,
        preferredTime: formType === "reservation" ? pick(["17:00", "18:30", "19:30", "20:00"]) : null,
        guests: booking ? 1 + Math.floor(rand() * 8) : null,
        sourcePage: { reservation: "reservations", event: "events", contact: "contact", newsletter: "home" }[formType],
        guestId: guest.id,
        createdAt,
      };
    });
    // One sign-up per address: the newsletter's unique index turns a repeat into a no-op.
    await db.insert(enquiries).values(rows).onConflictDoNothing();
  }
  await db.execute(sql`analyze guests`);
  await db.execute(sql`analyze enquiries`);
  return made;
}

async function p95(fn: () => Promise<unknown>): Promise<{ p95: number; median: number }> {
  const { samples } = await timeRuns(RUNS, fn);
  return { p95: p95Of(samples), median: medianOf(samples) };
}

const handle = await openDatabase({ kind: "pglite" });
try {
  const t0 = performance.now();
  await handle.migrate();
  const made = await seed(handle.db);
  const db = handle.db;
  console.error(
    `seeded ${GUESTS.toLocaleString("en-GB")} guests and ${ENQUIRIES.toLocaleString("en-GB")} enquiries in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const regular = made[0]!;
  const someone = made[made.length - 1]!;
  const tonight = made.slice(1000, 1040).map((g) => g.id);
  const report = (name: string, target: number, range: Parameters<typeof readReport>[1]) =>
    [`Report: ${name}`, target, () => readReport(db, range)] as const;
  const cases: (readonly [string, number, () => Promise<unknown>])[] = [
    ["List, first page", P95_TARGET_MS, () => listGuests(db, { q: "", page: 1 })],
    ["List, page 400", P95_TARGET_MS, () => listGuests(db, { q: "", page: 400 })],
    ["Search: a name (amina khan)", P95_TARGET_MS, () => listGuests(db, { q: "amina khan", page: 1 })],
    ["Search: an e-mail fragment", P95_TARGET_MS, () => listGuests(db, { q: someone.email.slice(0, 14), page: 1 })],
    ["Search: a phone", P95_TARGET_MS, () => listGuests(db, { q: "07700 900123", page: 1 })],
    ["Search: no match", P95_TARGET_MS, () => listGuests(db, { q: "xylophone", page: 1 })],
    ["Guest page: a regular with long history", P95_TARGET_MS, () => readGuestHistory(db, regular.id)],
    ["Guest page: a one-time guest", P95_TARGET_MS, () => readGuestHistory(db, someone.id)],
    ["Book glances: 40 bookings of a day", GLANCE_TARGET_MS, () => readGuestGlances(db, tonight)],
    report("a month by day", REPORT_TARGET_MS, { from: "2026-10-01", to: "2026-10-31", by: "day" }),
    report("3 months by week", REPORT_TARGET_MS, { from: "2026-08-01", to: "2026-10-31", by: "week" }),
    report("12 months by month", REPORT_TARGET_MS, { from: "2025-11-01", to: "2026-10-31", by: "month" }),
    report("2 years by month", LONGEST_REPORT_TARGET_MS, { from: "2024-11-28", to: "2026-11-28", by: "month" }),
  ];
  const rows: string[][] = [];
  for (const [name, target, fn] of cases) {
    const t = await p95(fn);
    rows.push([name, t.median.toFixed(1), t.p95.toFixed(1), `${target}`, t.p95 <= target ? "ok" : "SLOW"]);
  }
  printBenchTable("Guest book and reports query", RUNS, rows);
} finally {
  await handle.close();
}
