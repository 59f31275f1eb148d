import { asc } from "drizzle-orm";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

/** The special dates as stored: the demo's closures are seeded relative to the day the server first started. */
export async function GET(): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const db = await getDb();
  const t = tables.specialHours;
  const rows = await db.select({ date: t.date, isClosed: t.isClosed, notes: t.notes }).from(t).orderBy(asc(t.date));
  return Response.json(rows, { headers: { "Cache-Control": "no-store" } });
}
