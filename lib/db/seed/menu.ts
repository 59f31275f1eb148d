import type { Database } from "@/lib/db/client";
import { menuItems, menuSections } from "@/lib/db/schema";
import { isDietaryTag, isUkAllergen, type DietaryTag, type UkAllergen } from "@/lib/db/schema/menu-vocabulary";
import demoMenuJson from "./demo-menu.json";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoItem {
  name: string;
  price: number;
  description: string;
  tags?: DietaryTag[];
  allergens?: UkAllergen[];
  special?: boolean;
}

interface DemoSection {
  title: string;
  slug: string;
  description: string;
  /** Days from now until the section goes live; absent = live now. */
  publishInDays?: number;
  items: DemoItem[];
}

/**
 * The demo menu is content, so it lives as data in demo-menu.json. JSON carries no types, so every
 * tag and allergen is checked against the lists staff choose from before anything is written.
 */
export function demoMenu(
  sections: ReadonlyArray<Omit<DemoSection, "items"> & { items: ReadonlyArray<DemoItemJson> }>,
): DemoSection[] {
  return sections.map((section) => ({
    ...section,
    items: section.items.map((item) => ({
      ...item,
      tags: item.tags?.map((tag) => known(tag, isDietaryTag, item.name)),
      allergens: item.allergens?.map((allergen) => known(allergen, isUkAllergen, item.name)),
    })),
  }));
}

type DemoItemJson = Omit<DemoItem, "tags" | "allergens"> & { tags?: readonly string[]; allergens?: readonly string[] };

function known<T extends string>(value: string, isKnown: (v: string) => v is T, dish: string): T {
  if (!isKnown(value)) throw new Error(`Demo menu: "${dish}" names "${value}", which is not on the menu's lists.`);
  return value;
}

/** The menu's sections and their items; a section whose slug already exists is skipped with its items. */
export async function insertDemoMenu(tx: Database, now: Date): Promise<void> {
  const menu = demoMenu(demoMenuJson);
  const sections = await tx
    .insert(menuSections)
    .values(
      menu.map((section, index) => ({
        title: section.title,
        slug: section.slug,
        description: section.description,
        status: "published" as const,
        visible: true,
        sortIndex: index,
        publishAt: section.publishInDays ? new Date(now.getTime() + section.publishInDays * DAY_MS) : null,
      })),
    )
    .onConflictDoNothing({ target: menuSections.slug })
    .returning({ id: menuSections.id, slug: menuSections.slug });

  const sectionIds = new Map(sections.map((s) => [s.slug, s.id]));
  const items = menu.flatMap((section) => {
    const sectionId = sectionIds.get(section.slug);
    if (!sectionId) return [];
    return section.items.map((item, index) => ({
      sectionId,
      name: item.name,
      price: item.price,
      description: item.description,
      isSpecial: item.special ?? false,
      dietaryTags: item.tags ?? [],
      allergens: item.allergens ?? [],
      status: "published" as const,
      visible: true,
      sortIndex: index,
    }));
  });
  if (items.length > 0) await tx.insert(menuItems).values(items);
}
