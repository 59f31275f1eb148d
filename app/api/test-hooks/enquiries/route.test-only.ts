import { asc, sql } from "drizzle-orm";
import type { Enquiry } from "@/lib/db/schema";
import { connection } from "next/server";
import { testHooksEnabled } from "@/lib/actions/test-hooks";
import { getDb, tables } from "@/lib/db";

/**
 * Test-only: the e2e suite reads back the enquiries it submitted (the embedded database must never
 * be opened by a second process). A plain 404 unless E2E_TEST_HOOKS=true on a non-public server.
 */
export async function GET(request: Request): Promise<Response> {
  // Decided per request, never at build time (where the hooks are off).
  await connection();
  if (!testHooksEnabled()) return new Response("Not Found", { status: 404 });
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

/**
 * Test-only: sets the status of the enquiries sent from one e-mail (`{ email, status }`), so a
 * spec can stand for staff confirming reservations without going through the inbox each time.
 */
export async function POST(request: Request): Promise<Response> {
  await connection();
  if (!testHooksEnabled()) return new Response("Not Found", { status: 404 });
  const body = (await request.json().catch(() => null)) as { email?: unknown; status?: unknown } | null;
  if (typeof body?.email !== "string" || typeof body.status !== "string") return Response.json({ error: "email and status are required" }, { status: 400 });
  const db = await getDb();
  const t = tables.enquiries;
  const rows = await db
    .update(t)
    .set({ status: body.status as Enquiry["status"] })
    .where(sql`lower(${t.email}) = lower(${body.email})`)
    .returning({ id: t.id });
  return Response.json({ updated: rows.length }, { headers: { "Cache-Control": "no-store" } });
}
