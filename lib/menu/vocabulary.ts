/** Kept free of server-only imports so forms and pages can share it. */

export const DIETARY_TAGS = [
  { value: "vegetarian", label: "Vegetarian" },
  { value: "vegan", label: "Vegan" },
  { value: "gluten-free", label: "Gluten-free" },
  { value: "dairy-free", label: "Dairy-free" },
  { value: "nut-free", label: "Nut-free" },
  { value: "spicy", label: "Spicy" },
  { value: "contains-nuts", label: "Contains nuts" },
] as const;

export type DietaryTag = (typeof DIETARY_TAGS)[number]["value"];

/** The 14 allergens UK food law requires a restaurant to declare (Food Information Regulations 2014). */
export const UK_ALLERGENS = [
  { value: "celery", label: "Celery" },
  { value: "cereals-containing-gluten", label: "Cereals containing gluten" },
  { value: "crustaceans", label: "Crustaceans" },
  { value: "eggs", label: "Eggs" },
  { value: "fish", label: "Fish" },
  { value: "lupin", label: "Lupin" },
  { value: "milk", label: "Milk" },
  { value: "molluscs", label: "Molluscs" },
  { value: "mustard", label: "Mustard" },
  { value: "tree-nuts", label: "Tree nuts" },
  { value: "peanuts", label: "Peanuts" },
  { value: "sesame", label: "Sesame" },
  { value: "soya", label: "Soya" },
  { value: "sulphites", label: "Sulphur dioxide and sulphites" },
] as const;

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
