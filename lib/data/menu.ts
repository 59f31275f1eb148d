import "server-only";
import { and, asc, inArray } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb, tables } from "@/lib/db";
import { cleanList, numberCategories, type PublicMenuCategory, type PublicMenuItem } from "@/lib/menu/public";
import { CACHE_TAGS } from "./tags";
import { insidePublishWindow, parseAsOf, publishedAndVisible } from "./visibility";

/**
 * The public menu as of a minute (an ISO string from `asOfMinute()`): published, visible sections
 * and items inside their publish window, by sort_index. Sections with no live items are left out:
 * a heading with nothing under it is no use to a guest.
 */
export async function getPublicMenu(asOfMinuteIso: string): Promise<PublicMenuCategory[]> {
  "use cache";
  cacheTag(CACHE_TAGS.menu);
  cacheLife("hours");
  return readPublicMenu(asOfMinuteIso);
}

/** Uncached body of getPublicMenu, for tests. */
export async function readPublicMenu(asOfMinuteIso: string, db?: Awaited<ReturnType<typeof getDb>>): Promise<PublicMenuCategory[]> {
  const asOf = parseAsOf(asOfMinuteIso);
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
    list.push({ ...item, price: Number(item.price), dietaryTags: cleanList(item.dietaryTags), allergens: cleanList(item.allergens) });
    bySection.set(sectionId, list);
  }
  return numberCategories(sections.map((x) => ({ ...x, items: bySection.get(x.id) ?? [] })).filter((x) => x.items.length > 0));
}
