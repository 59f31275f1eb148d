import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { enquiries } from "@/lib/db/schema";
import { INBOX_PAGE_SIZE, searchTerms, toPrefixTsQuery, type InboxFilter, type InboxTab } from "./inbox-params";
import { ENQUIRY_TYPES, type EnquiryType } from "./labels";
import { AWAITING_STATUSES, type EnquiryStatus } from "./statuses";

/**
 * The admin inbox's SQL. Plain PostgreSQL 15 (also PGlite). The search reads the stored
 * `search_vector` column that migration 0001 adds (GIN-indexed, not declared in schema.ts);
 * the sort orders match that migration's indexes.
 */

const t = enquiries;

export const searchVector = sql`"enquiries"."search_vector"`;

/** The start of a London calendar day as an instant (handles the clock changes). */
const londonMidnight = (isoDate: string) => sql`(${isoDate}::date::timestamp at time zone 'Europe/London')`;
const londonNextMidnight = (isoDate: string) => sql`((${isoDate}::date + 1)::timestamp at time zone 'Europe/London')`;

/** Every condition of a filter, ANDed; undefined when nothing narrows the list. */
export function inboxWhere(f: Pick<InboxFilter, "type" | "status" | "from" | "to" | "q">): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.type !== "all") conditions.push(eq(t.formType, f.type));
  if (f.status) conditions.push(eq(t.status, f.status));
  if (f.from) conditions.push(sql`${t.createdAt} >= ${londonMidnight(f.from)}`);
  if (f.to) conditions.push(sql`${t.createdAt} < ${londonNextMidnight(f.to)}`);
  const tsQuery = toPrefixTsQuery(searchTerms(f.q));
  if (tsQuery) conditions.push(sql`${searchVector} @@ to_tsquery('simple', ${tsQuery})`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The chosen order, then date received and id in the same direction, so paging never skips or
 * repeats a row and an index can serve the whole order. Booking dates put "no date" last.
 */
export function inboxOrderBy(f: Pick<InboxFilter, "sort" | "dir">): SQL[] {
  const dir = f.dir === "asc" ? asc : desc;
  if (f.sort === "date") {
    return f.dir === "asc"
      ? [sql`${t.preferredDate} asc nulls last`, asc(t.createdAt), asc(t.id)]
      : [sql`${t.preferredDate} desc nulls last`, desc(t.createdAt), desc(t.id)];
  }
  const primary = { received: null, name: sql`lower(${t.name})`, type: t.formType, status: t.status }[f.sort];
  return [...(primary ? [dir(primary)] : []), dir(t.createdAt), dir(t.id)];
}

export const inboxColumns = {
  id: t.id,
  formType: t.formType,
  status: t.status,
  name: t.name,
  email: t.email,
  phone: t.phone,
  preferredDate: t.preferredDate,
  preferredTime: t.preferredTime,
  guests: t.guests,
  /** Enough of the message for one line in the table. */
  excerpt: sql<string | null>`left(${t.message}, 140)`,
  createdAt: t.createdAt,
};

export type InboxRow = {
  id: string;
  formType: EnquiryType;
  status: EnquiryStatus;
  name: string;
  email: string | null;
  phone: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  guests: number | null;
  excerpt: string | null;
  createdAt: Date;
};

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export async function listInbox(db: Database, f: InboxFilter, pageSize = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const where = inboxWhere(f);
  const [totalRow] = await db.select({ n: count() }).from(t).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (an old link after deletions) shows the last page instead of nothing.
  const page = Math.min(f.page, pageCount);
  const rows = await db
    .select(inboxColumns)
    .from(t)
    .where(where)
    .orderBy(...inboxOrderBy(f))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows as InboxRow[], total, page, pageCount, pageSize };
}

/** How many enquiries waiting for staff each tab holds (the tabs' badges; "all" is the navigation badge). */
export async function newCountsByTab(db: Database): Promise<Record<InboxTab, number>> {
  const rows = await db.select({ type: t.formType, n: count() }).from(t).where(inArray(t.status, AWAITING_STATUSES)).groupBy(t.formType);
  const counts = { all: 0, reservation: 0, event: 0, contact: 0, newsletter: 0 } satisfies Record<InboxTab, number>;
  for (const row of rows) {
    if ((ENQUIRY_TYPES as readonly string[]).includes(row.type)) counts[row.type] = row.n;
    counts.all += row.n;
  }
  return counts;
}

export async function countNewEnquiries(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(inArray(t.status, AWAITING_STATUSES));
  return row?.n ?? 0;
}

export async function getEnquiry(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

/** Everything the filter matches, in the list's order, for the CSV export. */
export async function exportInbox(db: Database, f: InboxFilter, limit = 50_000) {
  return db
    .select()
    .from(t)
    .where(inboxWhere(f))
    .orderBy(...inboxOrderBy(f))
    .limit(limit);
}
