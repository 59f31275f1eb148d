// Options: --rows 10000  --runs 7  --only pglite|postgres (DATABASE_URL: a temporary database on that server).
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "@/lib/db/client";
import { enquiries, type NewEnquiry } from "@/lib/db/schema";
import { DEFAULT_INBOX_FILTER, type InboxFilter } from "@/features/enquiries/inbox-params";
import { exportInbox, listInbox, newCountsByTab } from "@/features/enquiries/inbox-queries";
import { STATUSES_BY_TYPE } from "@/lib/db/schema/enquiry-statuses";
import { startThrowawayCluster } from "./lib/postgres-cluster.mjs";
import { seededRandom } from "@/lib/random/seeded";
import { FIRST, LAST } from "./lib/bench-names";
import { medianOf, timeRuns } from "./lib/bench-samples";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    runs: { type: "string", default: "7" },
    only: { type: "string" },
  },
});
const ROWS = Number(args.rows);
const RUNS = Math.max(3, Number(args.runs));
const TARGET_MS = 100;

let rand = seededRandom(47);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const WORDS = [
  "birthday",
  "anniversary",
  "window",
  "table",
  "quiet",
  "wheelchair",
  "highchair",
  "vegetarian",
  "nut",
  "allergy",
  "parking",
  "cake",
  "celebration",
  "team",
  "dinner",
  "mehndi",
  "engagement",
  "surprise",
  "halal",
  "menu",
  "deposit",
  "private",
  "room",
  "terrace",
  "family",
  "friends",
  "lamb",
  "biryani",
  "grill",
  "dessert",
];
const TYPES = [
  "reservation",
  "reservation",
  "reservation",
  "reservation",
  "event",
  "event",
  "contact",
  "contact",
  "newsletter",
  "newsletter",
] as const;
const DAY = 86_400_000;
const NOW = Date.parse("2026-11-21T12:00:00Z");

function makeRow(i: number): NewEnquiry {
  const formType = pick(TYPES);
  const first = pick(FIRST);
  const last = pick(LAST);
  const name = formType === "newsletter" && rand() < 0.5 ? first : `${first} ${last}`;
  const email = `${first}.${last}.${i}@${pick(["example.com", "example.co.uk", "mail.example.org"])}`
    .toLowerCase()
    .replace(/[^a-z0-9.@]/g, "");
  const phone = formType === "newsletter" ? null : `07700 9${String(i).padStart(5, "0")}`;
  const message =
    formType === "newsletter" ? null : Array.from({ length: 6 + Math.floor(rand() * 30) }, () => pick(WORDS)).join(" ");
  const createdAt = new Date(NOW - Math.floor(rand() * 365 * DAY));
  const booking = formType === "reservation" || formType === "event";
  return {
    formType,
    status: pick(STATUSES_BY_TYPE[formType]),
    name,
    email,
    phone,
    message,
    preferredDate: booking
      ? new Date(createdAt.getTime() + Math.floor(rand() * 60) * DAY).toISOString().slice(0, 10)
      : null,
    preferredTime: formType === "reservation" ? pick(["17:00", "18:30", "19:30", "20:00", "21:00"]) : null,
    guests: booking ? 1 + Math.floor(rand() * (formType === "event" ? 150 : 9)) : null,
    eventType: formType === "event" ? pick(["celebration", "corporate", "community", "other"]) : null,
    serviceStyle: formType === "event" ? pick(["buffet", "plated", "family", "unsure"]) : null,
    sourcePage: { reservation: "reservations", event: "events", contact: "contact", newsletter: "home" }[formType],
    createdAt,
  };
}

async function seedRows(db: Database) {
  rand = seededRandom(47);
  for (let i = 0; i < ROWS; i += 500) {
    await db.insert(enquiries).values(Array.from({ length: Math.min(500, ROWS - i) }, (_, j) => makeRow(i + j)));
  }
  await db.execute(sql`analyze enquiries`);
}

const f = (changes: Partial<InboxFilter>): InboxFilter => ({ ...DEFAULT_INBOX_FILTER, ...changes });
const CASES: [string, InboxFilter][] = [
  ["All, newest first", f({})],
  ["Tab: reservations", f({ type: "reservation" })],
  ["Tab: events", f({ type: "event" })],
  ["Tab: contact", f({ type: "contact" })],
  ["Tab: newsletter", f({ type: "newsletter" })],
  ["Status: requested", f({ status: "requested" })],
  ["Status: in discussion", f({ status: "in_discussion" })],
  ["Status: confirmed", f({ status: "confirmed" })],
  ["Date range: 30 days", f({ from: "2026-10-22", to: "2026-11-21" })],
  ["Search: name (amina)", f({ q: "amina" })],
  ["Search: two words (amina khan)", f({ q: "amina khan" })],
  ["Search: e-mail fragment", f({ q: "zoë.o" })],
  ["Search: phone (07700 900123)", f({ q: "07700 900123" })],
  ["Search: message word (wheelchair)", f({ q: "wheelchair" })],
  ["Search: no match", f({ q: "xylophone" })],
  ["Sort: name A–Z", f({ sort: "name", dir: "asc" })],
  ["Sort: booking date", f({ sort: "date", dir: "desc" })],
  ["Sort: status", f({ sort: "status", dir: "asc" })],
  ["Page 50", f({ page: 50 })],
  ["Page 50, sorted by name", f({ page: 50, sort: "name", dir: "asc" })],
  [
    "Combined: reservations, new, 90 days, search",
    f({ type: "reservation", status: "requested", from: "2026-08-23", to: "2026-11-21", q: "birthday" }),
  ],
];

interface Timing {
  median: number;
  max: number;
  matched: number;
}

async function time(fn: () => Promise<number>): Promise<Timing> {
  const { samples, result } = await timeRuns(RUNS, fn);
  return { median: medianOf(samples), max: samples[samples.length - 1]!, matched: result };
}

async function measure(label: string, handle: DatabaseHandle): Promise<Map<string, Timing>> {
  const db = handle.db;
  const t0 = performance.now();
  await handle.migrate();
  await seedRows(db);
  console.error(
    `${label}: seeded ${ROWS.toLocaleString("en-GB")} enquiries in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const results = new Map<string, Timing>();
  for (const [name, filter] of CASES) results.set(name, await time(async () => (await listInbox(db, filter)).total));
  results.set("Tab counts of new (tabs + nav badge)", await time(async () => (await newCountsByTab(db)).all));
  results.set(
    `CSV rows: all ${ROWS.toLocaleString("en-GB")} (export, not a page)`,
    await time(async () => (await exportInbox(db, f({}))).length),
  );
  return results;
}

async function onPostgres(): Promise<{ results: Map<string, Timing> | null; note: string }> {
  const serverUrl = process.env.DATABASE_URL;
  type Cluster = { url: string; stop(): void };
  const cluster: Cluster | null = serverUrl
    ? null
    : (startThrowawayCluster({ port: Number(process.env.TEST_PG_PORT ?? 54329) }) as Cluster | null);
  const base = serverUrl ?? cluster?.url;
  if (!base)
    return {
      results: null,
      note: "PostgreSQL server binaries not found and no DATABASE_URL: PostgreSQL column left out.",
    };
  const { default: postgres } = await import("postgres");
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  const name = `bench_inbox_${randomBytes(4).toString("hex")}`;
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
    try {
      const [{ server_version: version }] = (await admin.unsafe("show server_version")) as unknown as [
        { server_version: string },
      ];
      return {
        results: await measure(`PostgreSQL ${version}`, handle),
        note: `PostgreSQL ${version} (${serverUrl ? "temporary database on DATABASE_URL" : "throwaway local cluster"})`,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
    cluster?.stop();
  }
}

const ms = (t: Timing | undefined) => (t ? `${t.median.toFixed(1)} / ${t.max.toFixed(1)}` : "—");
const flag = (t: Timing | undefined, timed: boolean) => (!t || !timed ? "" : t.median < TARGET_MS ? "ok" : "SLOW");

let pglite: Map<string, Timing> | null = null;
if (args.only !== "postgres") {
  const handle = await openDatabase({ kind: "pglite" });
  try {
    pglite = await measure("PGlite", handle);
  } finally {
    await handle.close();
  }
}
const pg =
  args.only === "pglite" ? { results: null, note: "PostgreSQL left out (--only pglite)." } : await onPostgres();

const names = [...(pglite ?? pg.results ?? new Map()).keys()];
const rows = names.map((n) => {
  const a = pglite?.get(n);
  const b = pg.results?.get(n);
  const timed = !n.startsWith("CSV");
  return [n, String((a ?? b)?.matched.toLocaleString("en-GB") ?? ""), ms(a), flag(a, timed), ms(b), flag(b, timed)];
});
const header = [
  "Inbox query (count + page of 25)",
  "Matches",
  "PGlite ms (median / max)",
  "",
  "PostgreSQL ms (median / max)",
  "",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 1 || i === 2 || i === 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ")} |`;
console.log(
  `\n${ROWS.toLocaleString("en-GB")} enquiries, ${RUNS} timed runs per query after 2 warm-ups. Target: median under ${TARGET_MS} ms.`,
);
console.log(`PostgreSQL: ${pg.note}\n`);
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const r of rows) console.log(line(r));
const slow = rows.filter((r) => r[3] === "SLOW" || r[5] === "SLOW");
console.log(
  slow.length
    ? `\n${slow.length} quer${slow.length === 1 ? "y is" : "ies are"} over the target.`
    : "\nEvery inbox query is under the target.",
);
