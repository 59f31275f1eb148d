import type { GuestMarkFacts } from "./guest-marks";
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { enquiries, type Enquiry } from "@/lib/db/schema";
import { isRecordId } from "@/lib/db/record-id";
import { INBOX_PAGE_SIZE, searchTerms, toPrefixTsQuery, type InboxFilter, type InboxTab } from "./inbox-params";
import { ENQUIRY_TYPES } from "./labels";
import { AWAITING_STATUSES } from "@/lib/db/schema/enquiry-statuses";
import { londonDayEnd, londonDayStart } from "@/lib/time/london-sql";
import { paginate, type ListPage } from "@/lib/admin/paginate";

// search_vector is added by migration 0001 (GIN-indexed, not in schema.ts); the orders match its indexes.

const t = enquiries;

export const searchVector = sql`"enquiries"."search_vector"`;

export function inboxWhere(
  f: Pick<InboxFilter, "type" | "status" | "from" | "to" | "q"> & Partial<Pick<InboxFilter, "bookedFrom">>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.type !== "all") conditions.push(eq(t.formType, f.type));
  if (f.status) conditions.push(eq(t.status, f.status));
  if (f.from) conditions.push(sql`${t.createdAt} >= ${londonDayStart(f.from)}`);
  if (f.to) conditions.push(sql`${t.createdAt} < ${londonDayEnd(f.to)}`);
  if (f.bookedFrom) conditions.push(gte(t.preferredDate, f.bookedFrom));
  const tsQuery = toPrefixTsQuery(searchTerms(f.q));
  if (tsQuery) conditions.push(sql`${searchVector} @@ to_tsquery('simple', ${tsQuery})`);
  return conditions.length ? and(...conditions) : undefined;
}

// Date received and id break ties in the same direction, so paging never skips or repeats a row.
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
  guestsAtLeast: t.guestsAtLeast,
  excerpt: sql<string | null>`left(${t.message}, 140)`,
  createdAt: t.createdAt,
  guestConfirmedAt: t.guestConfirmedAt,
  guestChangedAt: t.guestChangedAt,
  guestChange: t.guestChange,
  guestCancelledAt: t.guestCancelledAt,
};

export type InboxRow = Pick<
  Enquiry,
  | "id"
  | "formType"
  | "status"
  | "name"
  | "email"
  | "phone"
  | "preferredDate"
  | "preferredTime"
  | "guests"
  | "guestsAtLeast"
  | "createdAt"
> &
  GuestMarkFacts & {
    excerpt: string | null;
  };

export type InboxPage = ListPage<InboxRow>;

export async function listInbox(db: Database, f: InboxFilter, pageSize = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const where = inboxWhere(f);
  return paginate(
    async () => (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      (await db
        .select(inboxColumns)
        .from(t)
        .where(where)
        .orderBy(...inboxOrderBy(f))
        .limit(limit)
        .offset(offset)) as InboxRow[],
    f.page,
    pageSize,
  );
}

export async function newCountsByTab(db: Database): Promise<Record<InboxTab, number>> {
  const rows = await db
    .select({ type: t.formType, n: count() })
    .from(t)
    .where(inArray(t.status, AWAITING_STATUSES))
    .groupBy(t.formType);
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
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

export async function exportInbox(db: Database, f: InboxFilter, limit = 50_000) {
  return db
    .select()
    .from(t)
    .where(inboxWhere(f))
    .orderBy(...inboxOrderBy(f))
    .limit(limit);
}
