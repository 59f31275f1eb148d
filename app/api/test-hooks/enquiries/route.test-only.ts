import { asc, sql } from "drizzle-orm";
import type { Enquiry } from "@/lib/db/schema";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

export async function GET(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const email = new URL(request.url).searchParams.get("email")?.trim();
  if (!email) return Response.json({ error: "email is required" }, { status: 400 });
  const db = await getDb();
  const t = tables.enquiries;
  const rows = await db
    .select()
    .from(t)
    .where(sql`lower(${t.email}) = lower(${email})`)
    .orderBy(asc(t.createdAt));
  return Response.json(rows, { headers: { "Cache-Control": "no-store" } });
}

export async function POST(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const body = (await request.json().catch(() => null)) as {
    email?: unknown;
    status?: unknown;
    date?: unknown;
    time?: unknown;
  } | null;
  const set: Partial<Pick<Enquiry, "status" | "preferredDate" | "preferredTime">> = {};
  if (typeof body?.status === "string") set.status = body.status as Enquiry["status"];
  // Moves a booking into the past or to a set time, as only the passing of the evening would.
  if (typeof body?.date === "string") set.preferredDate = body.date;
  if (typeof body?.time === "string") set.preferredTime = body.time;
  if (typeof body?.email !== "string" || Object.keys(set).length === 0)
    return Response.json({ error: "email and a status, date or time are required" }, { status: 400 });
  const db = await getDb();
  const t = tables.enquiries;
  const rows = await db
    .update(t)
    .set(set)
    .where(sql`lower(${t.email}) = lower(${body.email})`)
    .returning({ id: t.id });
  return Response.json({ updated: rows.length }, { headers: { "Cache-Control": "no-store" } });
}
