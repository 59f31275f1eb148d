import { and, asc, eq } from "drizzle-orm";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

/** The subjects of every e-mail the outbox holds for `to`, in any state: what was queued, not only what arrived. */
export async function GET(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase();
  if (!to) return Response.json({ error: "to is required" }, { status: 400 });
  const t = tables.emailOutbox;
  const db = await getDb();
  const rows = await db.select({ subject: t.subject }).from(t).where(eq(t.toAddress, to)).orderBy(asc(t.createdAt));
  return Response.json(
    rows.map((r) => r.subject),
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function POST(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const { to } = (await request.json()) as { to?: string };
  if (!to) return Response.json({ error: "to is required" }, { status: 400 });
  const t = tables.emailOutbox;
  const db = await getDb();
  const rows = await db
    .update(t)
    .set({ state: "failed", lastError: "ESOCKET: connect ECONNREFUSED (the last attempt, by the e2e test hook)" })
    .where(and(eq(t.toAddress, to.toLowerCase()), eq(t.state, "pending")))
    .returning({ id: t.id });
  return Response.json({ failed: rows.length });
}
