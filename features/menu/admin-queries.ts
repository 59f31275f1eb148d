import "server-only";
import { asc } from "drizzle-orm";
import { getDb, tables, type Database } from "@/lib/db";
import type { MenuSection } from "@/lib/db/schema";
import type { AdminMenuItem, AdminMenuSection } from "@/features/menu/admin-types";

type Listed = Pick<MenuSection, "status" | "visible" | "sortIndex" | "publishAt" | "unpublishAt">;

/** How a section or a dish is listed, with its publishing window as ISO strings for the client. */
const listingOf = ({ status, visible, sortIndex, publishAt, unpublishAt }: Listed) => ({
  status,
  visible,
  sortIndex,
  publishAt: publishAt?.toISOString() ?? null,
  unpublishAt: unpublishAt?.toISOString() ?? null,
});

/** Never cached: staff must see the database as it is now. Callers check requireAdmin() first. */
export async function getAdminMenu(db?: Database): Promise<AdminMenuSection[]> {
  const database = db ?? (await getDb());
  const s = tables.menuSections;
  const i = tables.menuItems;
  const [sections, items] = await Promise.all([
    database.select().from(s).orderBy(asc(s.sortIndex), asc(s.title)),
    database.select().from(i).orderBy(asc(i.sortIndex), asc(i.name)),
  ]);
  const bySection = new Map<string, AdminMenuItem[]>();
  for (const row of items) {
    const list = bySection.get(row.sectionId) ?? [];
    list.push({
      id: row.id,
      sectionId: row.sectionId,
      name: row.name,
      price: Number(row.price),
      description: row.description,
      isSpecial: row.isSpecial,
      dietaryTags: row.dietaryTags,
      allergens: row.allergens,
      ...listingOf(row),
    });
    bySection.set(row.sectionId, list);
  }
  return sections.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    ...listingOf(row),
    items: bySection.get(row.id) ?? [],
  }));
}
