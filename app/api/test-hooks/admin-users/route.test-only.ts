import { eq } from "drizzle-orm";
import { normaliseEmail } from "@/lib/auth/rules";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

export async function GET(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const email = normaliseEmail(new URL(request.url).searchParams.get("email"));
  if (!email) return Response.json({ error: "email required" }, { status: 400 });
  const db = await getDb();
  const rows = await db
    .select({ id: tables.adminUsers.id })
    .from(tables.adminUsers)
    .where(eq(tables.adminUsers.email, email));
  return Response.json({ email, present: rows.length > 0, id: rows[0]?.id ?? null });
}

export async function POST(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const body = (await request.json().catch(() => null)) as { email?: unknown } | null;
  const email = normaliseEmail(body?.email);
  if (!email) return Response.json({ error: "email required" }, { status: 400 });
  const db = await getDb();
  await db.insert(tables.adminUsers).values({ email, addedBy: "e2e test hook" }).onConflictDoNothing();
  return Response.json({ email, present: true });
}

export async function DELETE(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const email = normaliseEmail(new URL(request.url).searchParams.get("email"));
  if (!email) return Response.json({ error: "email required" }, { status: 400 });
  const db = await getDb();
  await db.delete(tables.adminUsers).where(eq(tables.adminUsers.email, email));
  return Response.json({ email, present: false });
}
