import "server-only";
import { and, asc, gt, inArray, isNull, lte, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { cacheTag } from "next/cache";
import { readScheduled } from "@/lib/cache/read";
import { getDb, tables, type Database } from "@/lib/db";
import { cleanList, numberCategories, type PublicMenuCategory, type PublicMenuItem } from "@/features/menu/public";
import { trustworthyTags } from "@/features/menu/dietary-claims";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { nextPublishChange } from "@/lib/visibility/window";
import { parseAsOf, publishedAndVisible } from "@/lib/visibility/sql";

/** Cached until the next scheduled publish or unpublish; null when the database cannot be read. */
export async function getPublicMenu(): Promise<PublicMenuCategory[] | null> {
  "use cache";
  cacheTag(CACHE_TAGS.menu);
  return readScheduled("menu", readPublicMenu, readMenuNextChange);
}

/** Sections with no live items are left out: a heading with nothing under it is no use to a guest. */
export async function readPublicMenu(asOfIso: string, db?: Database): Promise<PublicMenuCategory[]> {
  const asOf = parseAsOf(asOfIso);
  const database = db ?? (await getDb());
  const s = tables.menuSections;
  const i = tables.menuItems;

  const sections = await database
    .select({ id: s.id, slug: s.slug, title: s.title, description: s.description })
    .from(s)
    .where(and(publishedAndVisible(s), insidePublishWindow(s, asOf)))
    .orderBy(asc(s.sortIndex), asc(s.title));
  if (sections.length === 0) return [];

  const items = await database
    .select({
      id: i.id,
      sectionId: i.sectionId,
      name: i.name,
      description: i.description,
      price: i.price,
      isSpecial: i.isSpecial,
      dietaryTags: i.dietaryTags,
      allergens: i.allergens,
    })
    .from(i)
    .where(
      and(
        publishedAndVisible(i),
        insidePublishWindow(i, asOf),
        inArray(
          i.sectionId,
          sections.map((x) => x.id),
        ),
      ),
    )
    .orderBy(asc(i.sortIndex), asc(i.name));

  const bySection = new Map<string, PublicMenuItem[]>();
  for (const { sectionId, ...item } of items) {
    const list = bySection.get(sectionId) ?? [];
    const allergens = cleanList(item.allergens);
    // A claim its own allergens contradict (a row saved before the check existed) is never shown.
    list.push({
      ...item,
      price: Number(item.price),
      dietaryTags: trustworthyTags(cleanList(item.dietaryTags), allergens),
      allergens,
    });
    bySection.set(sectionId, list);
  }
  return numberCategories(
    sections.map((x) => ({ ...x, items: bySection.get(x.id) ?? [] })).filter((x) => x.items.length > 0),
  );
}

export async function readMenuNextChange(at: Date, db?: Database): Promise<Date | null> {
  const database = db ?? (await getDb());
  const windows = await Promise.all(
    [tables.menuSections, tables.menuItems].map((t) =>
      database
        .select({ start: t.publishAt, end: t.unpublishAt })
        .from(t)
        .where(and(publishedAndVisible(t), or(gt(t.publishAt, at), gt(t.unpublishAt, at)))),
    ),
  );
  return nextPublishChange(windows.flat(), at);
}

/** publish_at empty or past, unpublish_at empty or future. */
function insidePublishWindow(t: { publishAt: PgColumn; unpublishAt: PgColumn }, asOf: Date): SQL {
  return and(
    or(isNull(t.publishAt), lte(t.publishAt, asOf)),
    or(isNull(t.unpublishAt), gt(t.unpublishAt, asOf)),
  ) as SQL;
}
