import { describe, expect, it } from "vitest";
import { claimConflicts, conflictMessage, trustworthyTags } from "@/features/menu/dietary-claims";
import { menuItemFormSchema } from "@/features/menu/schema";

const RULES: [claim: string, refuses: string[]][] = [
  ["nut-free", ["tree-nuts", "peanuts"]],
  ["vegan", ["milk", "eggs", "fish", "crustaceans", "molluscs"]],
  ["vegetarian", ["fish", "crustaceans", "molluscs"]],
  ["gluten-free", ["cereals-containing-gluten"]],
  ["dairy-free", ["milk"]],
];
const ALL = [
  "celery",
  "cereals-containing-gluten",
  "crustaceans",
  "eggs",
  "fish",
  "lupin",
  "milk",
  "molluscs",
  "mustard",
  "tree-nuts",
  "peanuts",
  "sesame",
  "soya",
  "sulphites",
];

describe("dietary claims against allergens", () => {
  for (const [claim, refuses] of RULES) {
    it(`${claim} refuses ${refuses.join(", ")} and allows the rest`, () => {
      for (const allergen of refuses)
        expect(claimConflicts([claim], [allergen]), allergen).toEqual([{ claim, allergens: [allergen], tags: [] }]);
      for (const allergen of ALL.filter((a) => !refuses.includes(a)))
        expect(claimConflicts([claim], [allergen]), allergen).toEqual([]);
    });
  }

  it("Nut-free also refuses the Contains nuts tag; tags that claim nothing conflict with nothing", () => {
    expect(claimConflicts(["nut-free", "contains-nuts"], [])).toEqual([
      { claim: "nut-free", allergens: [], tags: ["contains-nuts"] },
    ]);
    expect(claimConflicts(["spicy", "contains-nuts", "Mild"], ALL)).toEqual([]);
  });

  it("names the conflict in the message", () => {
    const [conflict] = claimConflicts(["nut-free"], ["tree-nuts", "peanuts", "milk"]);
    expect(conflictMessage(conflict!)).toBe(
      "“Nut-free” cannot be claimed: the dish contains Tree nuts and Peanuts. Untick the claim or correct the allergens.",
    );
    const [tagged] = claimConflicts(["nut-free", "contains-nuts"], []);
    expect(conflictMessage(tagged!)).toBe(
      "“Nut-free” cannot be claimed: it is also tagged “Contains nuts”. Untick the claim or correct the allergens.",
    );
  });

  it("drops only the contradicted claims from what guests see", () => {
    expect(trustworthyTags(["vegan", "vegetarian", "gluten-free", "spicy"], ["milk"])).toEqual([
      "vegetarian",
      "gluten-free",
      "spicy",
    ]);
    expect(trustworthyTags(["nut-free"], [])).toEqual(["nut-free"]);
  });

  it("is enforced by the dish form's schema, claims typed as other tags included", () => {
    const dish = {
      sectionId: "00000000-0000-4000-8000-000000000001",
      name: "Pistachio kulfi",
      price: "6.50",
      description: "",
      isSpecial: false,
      dietaryTags: ["nut-free"],
      customDietaryTags: "",
      allergens: ["tree-nuts", "milk"],
      status: "draft",
      visible: true,
      publishAt: "",
      unpublishAt: "",
    };
    const refused = menuItemFormSchema.safeParse(dish);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["dietaryTags"], message: expect.stringContaining("Tree nuts") }),
    ]);
    const typed = menuItemFormSchema.safeParse({ ...dish, dietaryTags: [], customDietaryTags: "Vegan, Mild" });
    expect(typed.error?.issues[0]?.message).toContain("“Vegan” cannot be claimed: the dish contains Milk.");
    expect(menuItemFormSchema.safeParse({ ...dish, dietaryTags: ["vegetarian"] }).success).toBe(true);
  });
});
