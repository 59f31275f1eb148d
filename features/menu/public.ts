import { UK_ALLERGEN_VALUES, type UkAllergen } from "@/lib/db/schema/menu-vocabulary";

/** The menu as the public page receives it. */
export interface PublicMenuItem {
  id: string;
  name: string;
  description: string | null;
  price: number;
  isSpecial: boolean;
  dietaryTags: string[];
  allergens: string[];
}

export interface PublicMenuCategory {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  number: number;
  label: string;
  items: PublicMenuItem[];
}

/** "01", "02"… by position; keeps working past 99 ("100"). */
export function categoryLabel(position: number): string {
  return String(position).padStart(2, "0");
}

export function numberCategories<T extends { id: string; slug: string; title: string; description: string | null }>(
  sections: readonly (T & { items: PublicMenuItem[] })[],
): PublicMenuCategory[] {
  return sections.map((s, i) => ({
    id: s.id,
    slug: s.slug,
    title: s.title,
    description: s.description,
    number: i + 1,
    label: categoryLabel(i + 1),
    items: s.items,
  }));
}

/** Drops empty-string tags. */
export function cleanList(values: readonly (string | null | undefined)[] | null | undefined): string[] {
  return (values ?? []).map((v) => (v ?? "").trim()).filter((v) => v !== "");
}

/** The dietary filters a guest can choose: requirements, not descriptions like "spicy". */
export const DIET_FILTERS = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"] as const;
export type DietFilter = (typeof DIET_FILTERS)[number];

export function parseDietFilter(value: string | null | undefined): DietFilter | null {
  return (DIET_FILTERS as readonly string[]).includes(value ?? "") ? (value as DietFilter) : null;
}

/** A vegan dish suits a vegetarian guest too. */
export function itemMatchesDiet(item: Pick<PublicMenuItem, "dietaryTags">, diet: DietFilter): boolean {
  if (diet === "vegetarian") return item.dietaryTags.includes("vegetarian") || item.dietaryTags.includes("vegan");
  return item.dietaryTags.includes(diet);
}

/** `?avoid=milk,tree-nuts`: the allergens a guest leaves out, known ones only, in the legal order. */
export function parseAvoidList(value: string | null | undefined): UkAllergen[] {
  const asked = new Set((value ?? "").split(","));
  return UK_ALLERGEN_VALUES.filter((a) => asked.has(a));
}

export function avoidListParam(avoid: readonly string[]): string | null {
  return avoid.length === 0 ? null : UK_ALLERGEN_VALUES.filter((a) => avoid.includes(a)).join(",");
}

export function itemAvoids(item: Pick<PublicMenuItem, "allergens">, avoid: readonly string[]): boolean {
  return !item.allergens.some((a) => avoid.includes(a));
}

/** Sections keep their numbers when filtered, so "03" always means the same section. */
export function filterMenu(
  categories: readonly PublicMenuCategory[],
  diet: DietFilter | null,
  avoid: readonly string[] = [],
): PublicMenuCategory[] {
  if (!diet && avoid.length === 0) return [...categories];
  return categories
    .map((c) => ({
      ...c,
      items: c.items.filter((item) => (!diet || itemMatchesDiet(item, diet)) && itemAvoids(item, avoid)),
    }))
    .filter((c) => c.items.length > 0);
}

/** Which filters are worth offering: only those at least one dish on the menu meets. */
export function availableDietFilters(categories: readonly PublicMenuCategory[]): DietFilter[] {
  return DIET_FILTERS.filter((diet) => categories.some((c) => c.items.some((item) => itemMatchesDiet(item, diet))));
}
