import { and, eq, inArray, ne } from "drizzle-orm";
import { isStaffRole } from "@/lib/auth/permissions";
import { normaliseEmail } from "@/lib/auth/rules";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

export async function GET(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const email = normaliseEmail(new URL(request.url).searchParams.get("email"));
  if (!email) return Response.json({ error: "email required" }, { status: 400 });
  const db = await getDb();
  const rows = await db
    .select({ id: tables.adminUsers.id, role: tables.adminUsers.role })
    .from(tables.adminUsers)
    .where(eq(tables.adminUsers.email, email));
  return Response.json({ email, present: rows.length > 0, id: rows[0]?.id ?? null, role: rows[0]?.role ?? null });
}

export async function POST(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const body = (await request.json().catch(() => null)) as { email?: unknown; role?: unknown } | null;
  const email = normaliseEmail(body?.email);
  if (!email) return Response.json({ error: "email required" }, { status: 400 });
  const role = body?.role === undefined ? "owner" : body.role;
  if (!isStaffRole(role)) return Response.json({ error: "unknown role" }, { status: 400 });
  const db = await getDb();
  await db.insert(tables.adminUsers).values({ email, role, addedBy: "e2e test hook" }).onConflictDoNothing();
  return Response.json({ email, present: true, role });
}

/** Sets the role of everyone listed (`emails`), or of every owner but `keepOwner`: a test's own arrangement of owners. */
export async function PATCH(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const body = (await request.json().catch(() => null)) as {
    emails?: unknown;
    role?: unknown;
    keepOwner?: unknown;
  } | null;
  if (!isStaffRole(body?.role)) return Response.json({ error: "unknown role" }, { status: 400 });
  const db = await getDb();
  const keep = normaliseEmail(body?.keepOwner);
  if (keep) {
    const changed = await db
      .update(tables.adminUsers)
      .set({ role: body.role })
      .where(and(eq(tables.adminUsers.role, "owner"), ne(tables.adminUsers.email, keep)))
      .returning({ email: tables.adminUsers.email });
    return Response.json({ changed: changed.map((r) => r.email) });
  }
  const emails = Array.isArray(body?.emails) ? body.emails.map(normaliseEmail).filter((e) => e !== null) : [];
  if (emails.length === 0) return Response.json({ changed: [] });
  const changed = await db
    .update(tables.adminUsers)
    .set({ role: body.role })
    .where(inArray(tables.adminUsers.email, emails))
    .returning({ email: tables.adminUsers.email });
  return Response.json({ changed: changed.map((r) => r.email) });
}

export async function DELETE(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const email = normaliseEmail(new URL(request.url).searchParams.get("email"));
  if (!email) return Response.json({ error: "email required" }, { status: 400 });
  const db = await getDb();
  await db.delete(tables.adminUsers).where(eq(tables.adminUsers.email, email));
  return Response.json({ email, present: false });
}
