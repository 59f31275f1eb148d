import { describe, expect, it } from "vitest";
import { availableDietFilters, categoryLabel, cleanList, filterMenu, numberCategories, parseDietFilter, type PublicMenuItem } from "@/lib/menu/public";

const item = (name: string, dietaryTags: string[] = []): PublicMenuItem => ({
  id: name,
  name,
  description: null,
  price: 5,
  isSpecial: false,
  dietaryTags,
  allergens: [],
});

const menu = numberCategories([
  { id: "a", slug: "small-plates", title: "Small Plates", description: null, items: [item("Samosa", ["vegetarian"]), item("Kebab")] },
  { id: "b", slug: "breads", title: "Breads", description: null, items: [item("Roti", ["vegan"])] },
  { id: "c", slug: "grill", title: "Grill", description: null, items: [item("Chops", ["gluten-free"])] },
]);

describe("category numbering", () => {
  it("labels 01, 02… by position", () => {
    expect(menu.map((c) => [c.number, c.label])).toEqual([
      [1, "01"],
      [2, "02"],
      [3, "03"],
    ]);
    expect(categoryLabel(10)).toBe("10");
    expect(categoryLabel(100)).toBe("100");
  });
});

describe("dietary filter", () => {
  it("parses only known filters", () => {
    expect(parseDietFilter("vegan")).toBe("vegan");
    expect(parseDietFilter("spicy")).toBeNull();
    expect(parseDietFilter("")).toBeNull();
    expect(parseDietFilter(null)).toBeNull();
  });

  it("vegetarian includes vegan dishes; empty sections drop out but keep their numbers", () => {
    const veg = filterMenu(menu, "vegetarian");
    expect(veg.map((c) => [c.label, c.items.map((i) => i.name)])).toEqual([
      ["01", ["Samosa"]],
      ["02", ["Roti"]],
    ]);
    expect(filterMenu(menu, "gluten-free").map((c) => c.label)).toEqual(["03"]);
    expect(filterMenu(menu, null)).toHaveLength(3);
  });

  it("offers only filters some dish meets", () => {
    expect(availableDietFilters(menu)).toEqual(["vegetarian", "vegan", "gluten-free"]);
  });

  it("skips empty-string tags", () => {
    expect(cleanList(["vegan", "", "  ", null, "nut-free"])).toEqual(["vegan", "nut-free"]);
  });
});
