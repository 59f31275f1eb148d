import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { activityLog } from "@/lib/db/schema";
import { ACTIVITY_PAGE_SIZE, type ActivityFilter } from "./params";

const t = activityLog;

export function activityWhere(f: Pick<ActivityFilter, "actor" | "entity" | "from" | "to">): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.actor) conditions.push(eq(t.actorEmail, f.actor));
  if (f.entity) conditions.push(eq(t.entity, f.entity));
  if (f.from) conditions.push(sql`${t.createdAt} >= (${f.from}::date::timestamp at time zone 'Europe/London')`);
  if (f.to) conditions.push(sql`${t.createdAt} < ((${f.to}::date + 1)::timestamp at time zone 'Europe/London')`);
  return conditions.length ? and(...conditions) : undefined;
}

export async function listActivity(db: Database, f: ActivityFilter, pageSize = ACTIVITY_PAGE_SIZE) {
  const where = activityWhere(f);
  const [totalRow] = await db.select({ n: count() }).from(t).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(f.page, pageCount);
  const rows = await db
    .select({ id: t.id, actorEmail: t.actorEmail, action: t.action, entity: t.entity, entityId: t.entityId, summary: t.summary, createdAt: t.createdAt })
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageCount, pageSize };
}

/** The choices of the person and section filters: everyone and everything that has a row. */
export async function activityFilterOptions(db: Database) {
  const [actors, entities] = await Promise.all([
    db.selectDistinct({ v: t.actorEmail }).from(t).orderBy(asc(t.actorEmail)),
    db.selectDistinct({ v: t.entity }).from(t).orderBy(asc(t.entity)),
  ]);
  return { actors: actors.map((r) => r.v), entities: entities.map((r) => r.v) };
}

export async function getActivityEntry(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}
