/** Kept free of server-only imports so forms and pages can share it. */

import { options } from "@/lib/forms/options";

export const DIETARY_TAGS = options([
  ["vegetarian", "Vegetarian"],
  ["vegan", "Vegan"],
  ["gluten-free", "Gluten-free"],
  ["dairy-free", "Dairy-free"],
  ["nut-free", "Nut-free"],
  ["spicy", "Spicy"],
  ["contains-nuts", "Contains nuts"],
]);

export type DietaryTag = (typeof DIETARY_TAGS)[number]["value"];

/** The 14 allergens UK food law requires a restaurant to declare (Food Information Regulations 2014). */
export const UK_ALLERGENS = options([
  ["celery", "Celery"],
  ["cereals-containing-gluten", "Cereals containing gluten"],
  ["crustaceans", "Crustaceans"],
  ["eggs", "Eggs"],
  ["fish", "Fish"],
  ["lupin", "Lupin"],
  ["milk", "Milk"],
  ["molluscs", "Molluscs"],
  ["mustard", "Mustard"],
  ["tree-nuts", "Tree nuts"],
  ["peanuts", "Peanuts"],
  ["sesame", "Sesame"],
  ["soya", "Soya"],
  ["sulphites", "Sulphur dioxide and sulphites"],
]);

export type UkAllergen = (typeof UK_ALLERGENS)[number]["value"];

export const DIETARY_TAG_VALUES = DIETARY_TAGS.map((t) => t.value) as unknown as readonly [DietaryTag, ...DietaryTag[]];
export const UK_ALLERGEN_VALUES = UK_ALLERGENS.map((a) => a.value) as unknown as readonly [UkAllergen, ...UkAllergen[]];

const dietaryLabels = new Map<string, string>(DIETARY_TAGS.map((t) => [t.value, t.label]));
const allergenLabels = new Map<string, string>(UK_ALLERGENS.map((a) => [a.value, a.label]));

export function isDietaryTag(value: string): value is DietaryTag {
  return dietaryLabels.has(value);
}

export function isUkAllergen(value: string): value is UkAllergen {
  return allergenLabels.has(value);
}

/** Unknown values (e.g. a tag retired from the list) fall back to the stored text rather than vanishing. */
export function dietaryTagLabel(value: string): string {
  return dietaryLabels.get(value) ?? value;
}

export function allergenLabel(value: string): string {
  return allergenLabels.get(value) ?? value;
}
