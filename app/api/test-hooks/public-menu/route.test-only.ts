import { eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { readPublicMenu } from "@/features/menu/queries";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { getDb, tables } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

export async function GET(): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const menu = await readPublicMenu(new Date().toISOString());
  const dishes = menu.flatMap((section) =>
    section.items.map((item) => ({
      section: section.title,
      name: item.name,
      price: item.price,
      dietaryTags: item.dietaryTags,
      allergens: item.allergens,
    })),
  );
  return Response.json(dishes, { headers: { "Cache-Control": "no-store" } });
}

const legacyDish = z.object({
  sectionSlug: z.string().max(80),
  name: z.string().min(1).max(120),
  dietaryTags: z.array(z.string().max(30)).max(20),
  allergens: z.array(z.string().max(40)).max(14),
});

export async function POST(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const parsed = legacyDish.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  const db = await getDb();
  const [section] = await db
    .select({ id: tables.menuSections.id })
    .from(tables.menuSections)
    .where(eq(tables.menuSections.slug, parsed.data.sectionSlug));
  if (!section) return Response.json({ error: "no such section" }, { status: 400 });
  const { name, dietaryTags, allergens } = parsed.data;
  const [row] = await db
    .insert(tables.menuItems)
    .values({
      sectionId: section.id,
      name,
      price: 7,
      dietaryTags,
      allergens,
      status: "published",
      visible: true,
      sortIndex: 999,
    })
    .returning({ id: tables.menuItems.id });
  revalidateTag(CACHE_TAGS.menu, { expire: 0 });
  return Response.json({ id: row?.id });
}

export async function DELETE(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const parsed = z.object({ id: z.uuid() }).safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  const db = await getDb();
  await db.delete(tables.menuItems).where(eq(tables.menuItems.id, parsed.data.id));
  revalidateTag(CACHE_TAGS.menu, { expire: 0 });
  return Response.json({ deleted: 1 });
}
