import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

/** Sets the owner's passkey rule directly: a spec that switched it on puts it back however it ends. */
export async function PUT(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const body = (await request.json().catch(() => null)) as { required?: unknown } | null;
  if (typeof body?.required !== "boolean")
    return Response.json({ error: "required must be true or false" }, { status: 400 });
  const db = await getDb();
  await db
    .insert(tables.staffPolicy)
    .values({ id: 1, passkeysRequired: body.required })
    .onConflictDoUpdate({ target: tables.staffPolicy.id, set: { passkeysRequired: body.required } });
  return Response.json({ required: body.required });
}
