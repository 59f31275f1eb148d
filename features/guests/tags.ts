import { UK_ALLERGENS, DIETARY_TAGS, type UkAllergen } from "@/lib/db/schema/menu-vocabulary";

/**
 * A guest's tags, stored as text so the book, the list and a search can read them alike:
 * "regular", "vip", "allergy:sesame" (one of the menu's 14 allergens), "dietary:vegan", "custom:quiet corner".
 */
export const TAG_KINDS = ["regular", "vip", "allergy", "dietary", "custom"] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export interface GuestTag {
  kind: TagKind;
  /** The allergen, the dietary need or the staff's own words; empty for regular and VIP. */
  value: string;
}

const allergenLabels = new Map<string, string>(UK_ALLERGENS.map((a) => [a.value, a.label]));
const dietaryLabels = new Map<string, string>(DIETARY_TAGS.map((t) => [t.value, t.label]));

export const isAllergen = (value: string): value is UkAllergen => allergenLabels.has(value);

export function parseTag(stored: string): GuestTag | null {
  if (stored === "regular" || stored === "vip") return { kind: stored, value: "" };
  const colon = stored.indexOf(":");
  if (colon < 0) return null;
  const kind = stored.slice(0, colon);
  const value = stored.slice(colon + 1).trim();
  if (value === "") return null;
  if (kind === "allergy") return isAllergen(value) ? { kind, value } : null;
  if (kind === "dietary" || kind === "custom") return { kind, value };
  return null;
}

export function formatTag(tag: GuestTag): string {
  return tag.kind === "regular" || tag.kind === "vip" ? tag.kind : `${tag.kind}:${tag.value.trim()}`;
}

/** How a host reads it: "Regular", "VIP", "Allergy: Sesame", "Vegan", "Quiet corner". */
export function tagLabel(tag: GuestTag): string {
  switch (tag.kind) {
    case "regular":
      return "Regular";
    case "vip":
      return "VIP";
    case "allergy":
      return `Allergy: ${allergenLabels.get(tag.value) ?? tag.value}`;
    case "dietary":
      return dietaryLabels.get(tag.value) ?? tag.value;
    case "custom":
      return tag.value;
  }
}

/** The guest book's headings for each kind of tag, so a list of tags elsewhere groups them the same way. */
export const TAG_KIND_LABELS: Record<TagKind, string> = {
  regular: "Guest",
  vip: "Guest",
  allergy: "Allergies",
  dietary: "Dietary needs",
  custom: "Your own tags",
};

/** A stored tag as a host reads it; one the book cannot read shows as stored rather than vanishing. */
export function storedTagLabel(stored: string): string {
  const tag = parseTag(stored);
  return tag ? tagLabel(tag) : stored;
}

/** Stored tags, each once, unreadable ones dropped, in the order a host scans them: allergies first. */
export function tidyTags(stored: readonly string[]): GuestTag[] {
  const seen = new Set<string>();
  const order: Record<TagKind, number> = { allergy: 0, vip: 1, regular: 2, dietary: 3, custom: 4 };
  return stored
    .map(parseTag)
    .filter((t): t is GuestTag => t !== null)
    .filter((t) => {
      const key = formatTag(t).toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => order[a.kind] - order[b.kind]);
}
