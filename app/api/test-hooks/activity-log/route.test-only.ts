import { and, eq, type SQL } from "drizzle-orm";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

export async function GET(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const params = new URL(request.url).searchParams;
  const t = tables.activityLog;
  const filters: SQL[] = [];
  const action = params.get("action");
  const actor = params.get("actor");
  if (action) filters.push(eq(t.action, action));
  if (actor) filters.push(eq(t.actorEmail, actor.toLowerCase()));
  const db = await getDb();
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(filters.length ? and(...filters) : undefined);
  return Response.json({ count: rows.length });
}
