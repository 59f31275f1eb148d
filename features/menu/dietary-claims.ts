import { allergenLabel, dietaryTagLabel, type DietaryTag, type UkAllergen } from "@/lib/db/schema/menu-vocabulary";

/** A dietary claim is a promise to a guest who may be allergic: nothing on the dish may contradict it. */
const CLAIM_EXCLUDES: Partial<Record<DietaryTag, { allergens: readonly UkAllergen[]; tags?: readonly DietaryTag[] }>> =
  {
    "nut-free": { allergens: ["tree-nuts", "peanuts"], tags: ["contains-nuts"] },
    vegan: { allergens: ["milk", "eggs", "fish", "crustaceans", "molluscs"] },
    vegetarian: { allergens: ["fish", "crustaceans", "molluscs"] },
    "gluten-free": { allergens: ["cereals-containing-gluten"] },
    "dairy-free": { allergens: ["milk"] },
  };

export interface ClaimConflict {
  claim: DietaryTag;
  /** What contradicts it, in the dish's own words: allergen and tag values. */
  allergens: UkAllergen[];
  tags: DietaryTag[];
}

export function claimConflicts(tags: readonly string[], allergens: readonly string[]): ClaimConflict[] {
  const conflicts: ClaimConflict[] = [];
  for (const [claim, excludes] of Object.entries(CLAIM_EXCLUDES) as [
    DietaryTag,
    NonNullable<(typeof CLAIM_EXCLUDES)[DietaryTag]>,
  ][]) {
    if (!tags.includes(claim)) continue;
    const clashingAllergens = excludes.allergens.filter((a) => allergens.includes(a));
    const clashingTags = (excludes.tags ?? []).filter((t) => tags.includes(t));
    if (clashingAllergens.length + clashingTags.length > 0)
      conflicts.push({ claim, allergens: clashingAllergens, tags: clashingTags });
  }
  return conflicts;
}

function list(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "“Nut-free” cannot be claimed: the dish contains Tree nuts and Peanuts. …" */
export function conflictMessage(conflict: ClaimConflict): string {
  const reasons = [
    ...(conflict.allergens.length > 0 ? [`the dish contains ${list(conflict.allergens.map(allergenLabel))}`] : []),
    ...(conflict.tags.length > 0
      ? [`it is also tagged ${list(conflict.tags.map((t) => `“${dietaryTagLabel(t)}”`))}`]
      : []),
  ];
  return `“${dietaryTagLabel(conflict.claim)}” cannot be claimed: ${reasons.join(" and ")}. Untick the claim or correct the allergens.`;
}

/** The tags a guest may be shown: a claim that its allergens contradict is dropped. */
export function trustworthyTags(tags: readonly string[], allergens: readonly string[]): string[] {
  const broken = new Set(claimConflicts(tags, allergens).map((c) => c.claim));
  return tags.filter((t) => !broken.has(t as DietaryTag));
}
