import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { activityLog, enquiries } from "@/lib/db/schema";
import {
  AWAITING_STATUSES,
  ENQUIRY_TYPES,
  initialStatus,
  type EnquiryStatus,
  type EnquiryType,
} from "@/lib/db/schema/enquiry-statuses";
import { addDays } from "@/lib/time/london";

export { ENQUIRY_TYPES, type EnquiryStatus, type EnquiryType } from "@/lib/db/schema/enquiry-statuses";

export const DASHBOARD_REFRESH_MS = 15_000;

export const UPCOMING_DAYS = 7;

export async function newEnquiryCounts(db: Database, now = new Date()): Promise<Record<EnquiryType, number>> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const rows = await db
    .select({ type: enquiries.formType, n: count() })
    .from(enquiries)
    .where(
      or(
        and(ne(enquiries.formType, "newsletter"), inArray(enquiries.status, AWAITING_STATUSES)),
        and(
          eq(enquiries.formType, "newsletter"),
          eq(enquiries.status, "subscribed"),
          gte(enquiries.createdAt, weekAgo),
        ),
      ),
    )
    .groupBy(enquiries.formType);
  const counts = Object.fromEntries(ENQUIRY_TYPES.map((t) => [t, 0])) as Record<EnquiryType, number>;
  for (const { type, n } of rows) counts[type] = Number(n);
  return counts;
}

export interface UpcomingReservation {
  id: string;
  name: string;
  date: string;
  time: string | null;
  guests: number | null;
  guestsAtLeast: boolean;
  status: EnquiryStatus;
}

export async function upcomingReservations(
  db: Database,
  today: string,
  opts: { days?: number; limit?: number } = {},
): Promise<{ rows: UpcomingReservation[]; total: number }> {
  const days = opts.days ?? UPCOMING_DAYS;
  const inWindow = and(
    eq(enquiries.formType, "reservation"),
    gte(enquiries.preferredDate, today),
    lt(enquiries.preferredDate, addDays(today, days)),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        name: enquiries.name,
        date: enquiries.preferredDate,
        time: enquiries.preferredTime,
        guests: enquiries.guests,
        guestsAtLeast: enquiries.guestsAtLeast,
        status: enquiries.status,
      })
      .from(enquiries)
      .where(inWindow)
      .orderBy(asc(enquiries.preferredDate), asc(enquiries.preferredTime), asc(enquiries.createdAt))
      .limit(opts.limit ?? 12),
    db.select({ n: count() }).from(enquiries).where(inWindow),
  ]);
  return { rows: rows.map((r) => ({ ...r, date: r.date ?? today })), total: Number(totals?.n ?? 0) };
}

async function countReservations(db: Database, ...conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(and(eq(enquiries.formType, "reservation"), ...conditions));
  return Number(row?.n ?? 0);
}

/** Today's confirmed bookings whose guest has not yet said "I'm coming" (only those we could e-mail). */
export async function notYetConfirmedByGuest(db: Database, today: string): Promise<number> {
  return countReservations(
    db,
    eq(enquiries.status, "confirmed"),
    eq(enquiries.preferredDate, today),
    isNotNull(enquiries.email),
    isNull(enquiries.guestConfirmedAt),
  );
}

/** Reservation requests booked beyond the dashboard's week: counted there, listed in the inbox. */
export async function laterRequests(
  db: Database,
  today: string,
  days = UPCOMING_DAYS,
): Promise<{ from: string; count: number }> {
  const from = addDays(today, days);
  return {
    from,
    count: await countReservations(
      db,
      eq(enquiries.status, initialStatus("reservation")),
      gte(enquiries.preferredDate, from),
    ),
  };
}

export interface ActivityItem {
  id: string;
  actorEmail: string;
  summary: string;
  createdAt: Date;
}

export async function latestActivity(db: Database, limit = 8): Promise<ActivityItem[]> {
  return db
    .select({
      id: activityLog.id,
      actorEmail: activityLog.actorEmail,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
