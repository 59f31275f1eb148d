import { inArray } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

// The body is stored unsanitised on purpose: tests prove the public read renders such a row inert.

const popupInput = z.object({
  headline: z.string().min(1).max(200),
  bodyRichtext: z.string().max(5000).default(""),
  pages: z.array(z.string().max(200)).max(20),
  audience: z.enum(["everyone", "new", "returning"]).default("everyone"),
  frequency: z.enum(["always", "session", "persistent"]).default("session"),
  priority: z.number().int().default(0),
  status: z.enum(["draft", "published"]).default("published"),
  ctaLabel: z.string().max(100).nullable().default(null),
  ctaUrl: z.string().max(500).nullable().default(null),
  dismissible: z.boolean().default(true),
  startAt: z.iso.datetime().nullable().default(null),
  endAt: z.iso.datetime().nullable().default(null),
  createdAt: z.iso.datetime().optional(),
});

export async function POST(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const parsed = popupInput.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  const p = parsed.data;
  const db = await getDb();
  const [row] = await db
    .insert(tables.popups)
    .values({
      ...p,
      startAt: p.startAt ? new Date(p.startAt) : null,
      endAt: p.endAt ? new Date(p.endAt) : null,
      createdAt: p.createdAt ? new Date(p.createdAt) : undefined,
    })
    .returning({ id: tables.popups.id });
  revalidateTag(CACHE_TAGS.popups, { expire: 0 });
  return Response.json({ id: row?.id });
}

export async function DELETE(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const parsed = z.object({ ids: z.array(z.uuid()).min(1).max(50) }).safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  const db = await getDb();
  await db.delete(tables.popups).where(inArray(tables.popups.id, parsed.data.ids));
  revalidateTag(CACHE_TAGS.popups, { expire: 0 });
  return Response.json({ deleted: parsed.data.ids.length });
}
