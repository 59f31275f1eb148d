import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { enquiries } from "@/lib/db/schema";
import { londonDayEnd, londonDayStart } from "@/lib/time/london-sql";
import { bucketOf, bucketsOf, type ReportRange } from "./range";

const WEEKDAY_KEYS = ["1", "2", "3", "4", "5", "6", "7"];

function isoWeekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

// Every figure is a count over rows; no query here selects a name, an address or a message.

export interface CoverBucket {
  /** The period's first day, yyyy-MM-dd. */
  start: string;
  booked: number;
  seated: number;
  lost: number;
}

export interface ReportTotals {
  bookings: number;
  booked: number;
  seated: number;
  lost: number;
  noShows: number;
  cancelled: number;
  /** Bookings whose day has come and gone either way: seated or no-show. */
  settled: number;
}

export interface LeadTime {
  bookings: number;
  medianDays: number | null;
  meanDays: number | null;
  bands: { label: string; bookings: number }[];
}

export interface CountedRow {
  key: string;
  bookings: number;
  covers: number;
}

export interface EventOutcomeRow {
  eventType: string | null;
  status: string;
  enquiries: number;
}

export interface ReportData {
  range: Pick<ReportRange, "from" | "to" | "by">;
  covers: CoverBucket[];
  totals: ReportTotals;
  leadTime: LeadTime;
  slots: CountedRow[];
  /** ISO weekdays 1 (Monday) to 7, every one present. */
  weekdays: CountedRow[];
  sources: CountedRow[];
  changedByGuest: number;
  cancelledByGuest: number;
  events: EventOutcomeRow[];
  newsletter: { signUps: number; unsubscribes: number };
}

const LEAD_BANDS: { label: string; upTo: number }[] = [
  { label: "Same day", upTo: 0 },
  { label: "1–2 days", upTo: 2 },
  { label: "3–7 days", upTo: 7 },
  { label: "8–14 days", upTo: 14 },
  { label: "15–30 days", upTo: 30 },
  { label: "More than 30 days", upTo: Number.POSITIVE_INFINITY },
];

const count = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
const covers = (where: SQL) => sql<number>`coalesce(sum(${enquiries.guests}) filter (where ${where}), 0)::int`;
const status = (...values: string[]) =>
  sql`${enquiries.status} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Declined requests never held a table; everything else was booked, whatever became of it. */
const BOOKED = sql`${enquiries.status} <> 'declined'`;
/** Covers a slot or weekday was expected to hold: booked, not called off. */
const EXPECTED = status("requested", "confirmed", "seated", "no_show");
const LOST = status("no_show", "cancelled");

function bookingsInRange(range: Pick<ReportRange, "from" | "to">) {
  return and(
    eq(enquiries.formType, "reservation"),
    gte(enquiries.preferredDate, range.from),
    lte(enquiries.preferredDate, range.to),
  );
}

function receivedInRange(type: "event" | "newsletter", range: Pick<ReportRange, "from" | "to">) {
  return and(
    eq(enquiries.formType, type),
    gte(enquiries.createdAt, londonDayStart(range.from)),
    sql`${enquiries.createdAt} < ${londonDayEnd(range.to)}`,
  );
}

export function leadTimeOf(daysAhead: readonly { days: number; bookings: number }[]): LeadTime {
  const sorted = [...daysAhead].map((r) => ({ days: Math.max(0, r.days), bookings: r.bookings }));
  sorted.sort((a, b) => a.days - b.days);
  const total = sorted.reduce((n, r) => n + r.bookings, 0);
  const bands = LEAD_BANDS.map((b) => ({ label: b.label, bookings: 0 }));
  let sum = 0;
  for (const r of sorted) {
    sum += r.days * r.bookings;
    const band = LEAD_BANDS.findIndex((b) => r.days <= b.upTo);
    bands[band]!.bookings += r.bookings;
  }
  return {
    bookings: total,
    medianDays: total ? medianOf(sorted, total) : null,
    meanDays: total ? sum / total : null,
    bands,
  };
}

/** The median of a weighted list: the middle booking's days, or the mean of the middle two. */
function medianOf(sorted: readonly { days: number; bookings: number }[], total: number): number {
  const at = (index: number) => {
    let seen = 0;
    for (const r of sorted) {
      seen += r.bookings;
      if (index < seen) return r.days;
    }
    return sorted[sorted.length - 1]!.days;
  };
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

type Facet = "day" | "slot" | "source" | "all";

export async function readReport(db: Database, range: Pick<ReportRange, "from" | "to" | "by">): Promise<ReportData> {
  const inRange = bookingsInRange(range);
  const day = sql`${enquiries.preferredDate}`;
  const slot = sql`${enquiries.preferredTime}`;
  const source = sql`${enquiries.sourcePage}`;

  // One pass over the range's bookings, grouped by the plain columns: each grouping set is one of
  // the report's tables, the empty set its totals. Periods and weekdays are added up from the days
  // here; working out a week or a weekday for every row in the database costs more than the scan.
  const rows = await db
    .select({
      facet: sql<Facet>`case when grouping(${day}) = 0 then 'day' when grouping(${slot}) = 0 then 'slot'
        when grouping(${source}) = 0 then 'source' else 'all' end`,
      key: sql<string | null>`coalesce(${day}::text, to_char(${slot}, 'HH24:MI'), ${source})`,
      requests: sql<number>`count(*)::int`,
      requestCovers: covers(sql`true`),
      bookings: count(BOOKED),
      booked: covers(BOOKED),
      seated: covers(status("seated")),
      lost: covers(LOST),
      noShows: count(status("no_show")),
      cancelled: count(status("cancelled")),
      settled: count(status("seated", "no_show")),
      expected: count(EXPECTED),
      expectedCovers: covers(EXPECTED),
      changedByGuest: count(sql`${enquiries.guestChangedAt} is not null`),
      cancelledByGuest: count(sql`${enquiries.guestCancelledAt} is not null`),
    })
    .from(enquiries)
    .where(inRange)
    .groupBy(sql`grouping sets ((${day}), (${slot}), (${source}), ())`);
  const facet = (f: Facet) => rows.filter((r) => r.facet === f && (f === "all" || r.key !== null));

  const byStart = new Map<string, CoverBucket>();
  const weekdays = WEEKDAY_KEYS.map((key): CountedRow => ({ key, bookings: 0, covers: 0 }));
  for (const r of facet("day")) {
    const start = bucketOf(r.key!, range.by);
    const b = byStart.get(start) ?? { start, booked: 0, seated: 0, lost: 0 };
    b.booked += r.booked;
    b.seated += r.seated;
    b.lost += r.lost;
    byStart.set(start, b);
    const w = weekdays[isoWeekdayOf(r.key!) - 1]!;
    w.bookings += r.expected;
    w.covers += r.expectedCovers;
  }
  const coverBuckets = bucketsOf(range).map((start) => byStart.get(start) ?? { start, booked: 0, seated: 0, lost: 0 });
  const t = facet("all")[0];
  const slots = facet("slot")
    .filter((r) => r.expected > 0)
    .map((r): CountedRow => ({ key: r.key!, bookings: r.expected, covers: r.expectedCovers }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const sources = facet("source")
    .map((r): CountedRow => ({ key: r.key!, bookings: r.requests, covers: r.requestCovers }))
    .sort((a, b) => b.bookings - a.bookings || a.key.localeCompare(b.key));

  const leadDays = sql<number>`(${enquiries.preferredDate} - (${enquiries.createdAt} at time zone 'Europe/London')::date)`;
  const leadRows = await db
    .select({ days: leadDays, bookings: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(and(inRange, BOOKED))
    .groupBy(leadDays);

  const events = await db
    .select({ eventType: enquiries.eventType, status: enquiries.status, enquiries: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(receivedInRange("event", range))
    .groupBy(enquiries.eventType, enquiries.status)
    .orderBy(enquiries.eventType, enquiries.status);

  const [signUps] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(receivedInRange("newsletter", range));
  // A sign-up's last change is when it was withdrawn: the row keeps no separate date for it.
  const [unsubscribes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.formType, "newsletter"),
        eq(enquiries.status, "unsubscribed"),
        gte(enquiries.updatedAt, londonDayStart(range.from)),
        sql`${enquiries.updatedAt} < ${londonDayEnd(range.to)}`,
      ),
    );

  return {
    range: { from: range.from, to: range.to, by: range.by },
    covers: coverBuckets,
    totals: {
      bookings: t?.bookings ?? 0,
      booked: t?.booked ?? 0,
      seated: t?.seated ?? 0,
      lost: t?.lost ?? 0,
      noShows: t?.noShows ?? 0,
      cancelled: t?.cancelled ?? 0,
      settled: t?.settled ?? 0,
    },
    leadTime: leadTimeOf(leadRows.map((r) => ({ days: Number(r.days), bookings: r.bookings }))),
    slots,
    weekdays,
    sources,
    changedByGuest: t?.changedByGuest ?? 0,
    cancelledByGuest: t?.cancelledByGuest ?? 0,
    events: events.filter((e) => e.enquiries > 0),
    newsletter: { signUps: signUps?.n ?? 0, unsubscribes: unsubscribes?.n ?? 0 },
  };
}

/** A share as a whole-number-and-one-decimal percentage, or null when there is nothing to share out. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
