import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { activityLog, enquiries } from "@/lib/db/schema";
import { isRecordId } from "@/lib/db/record-id";
import type { EnquiryType } from "@/lib/db/schema/enquiry-statuses";
import { enquiryRecord, sectionRecord, type RecordLink } from "./records";
import { londonDayEnd, londonDayStart } from "@/lib/time/london-sql";
import { paginate } from "@/lib/admin/paginate";
import { ACTIVITY_PAGE_SIZE, type ActivityFilter } from "./params";

const t = activityLog;

export function activityWhere(f: Pick<ActivityFilter, "actor" | "entity" | "from" | "to">): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.actor) conditions.push(eq(t.actorEmail, f.actor));
  if (f.entity) conditions.push(eq(t.entity, f.entity));
  if (f.from) conditions.push(sql`${t.createdAt} >= ${londonDayStart(f.from)}`);
  if (f.to) conditions.push(sql`${t.createdAt} < ${londonDayEnd(f.to)}`);
  return conditions.length ? and(...conditions) : undefined;
}

export async function listActivity(db: Database, f: ActivityFilter, pageSize = ACTIVITY_PAGE_SIZE) {
  const where = activityWhere(f);
  return paginate(
    async () => (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select({
          id: t.id,
          actorEmail: t.actorEmail,
          action: t.action,
          entity: t.entity,
          entityId: t.entityId,
          summary: t.summary,
          createdAt: t.createdAt,
        })
        .from(t)
        .where(where)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit)
        .offset(offset),
    f.page,
    pageSize,
  );
}

export async function activityFilterOptions(db: Database) {
  const [actors, entities] = await Promise.all([
    db.selectDistinct({ v: t.actorEmail }).from(t).orderBy(asc(t.actorEmail)),
    db.selectDistinct({ v: t.entity }).from(t).orderBy(asc(t.entity)),
  ]);
  return { actors: actors.map((r) => r.v), entities: entities.map((r) => r.v) };
}

export async function getActivityEntry(db: Database, id: string) {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

const recordKey = (entity: string, entityId: string | null) => `${entity}:${entityId ?? ""}`;

/** A look-up of each entry's record; an enquiry is described from its row as it is now. */
export async function recordLinks(
  db: Database,
  entries: readonly { entity: string; entityId: string | null }[],
): Promise<(entry: { entity: string; entityId: string | null }) => RecordLink | null> {
  const enquiryIds = [
    ...new Set(
      entries.flatMap((e) => (e.entity === "enquiry" && e.entityId && isRecordId(e.entityId) ? [e.entityId] : [])),
    ),
  ];
  const rows = enquiryIds.length
    ? await db
        .select({
          id: enquiries.id,
          formType: enquiries.formType,
          preferredDate: enquiries.preferredDate,
          preferredTime: enquiries.preferredTime,
          guests: enquiries.guests,
        })
        .from(enquiries)
        .where(inArray(enquiries.id, enquiryIds))
    : [];
  const found = new Map(rows.map((r) => [r.id, { ...r, formType: r.formType as EnquiryType }]));
  const links = new Map<string, RecordLink | null>();
  for (const e of entries) {
    const key = recordKey(e.entity, e.entityId);
    if (links.has(key)) continue;
    links.set(
      key,
      e.entity === "enquiry" && e.entityId && isRecordId(e.entityId)
        ? enquiryRecord(e.entityId, found.get(e.entityId))
        : sectionRecord(e.entity, e.entityId),
    );
  }
  return (entry) => links.get(recordKey(entry.entity, entry.entityId)) ?? null;
}
