import { describe, expect, it } from "vitest";
import {
  availableDietFilters,
  avoidListParam,
  categoryLabel,
  cleanList,
  filterMenu,
  itemAvoids,
  numberCategories,
  parseAvoidList,
  parseDietFilter,
  type PublicMenuItem,
} from "@/features/menu/public";

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
  {
    id: "a",
    slug: "small-plates",
    title: "Small Plates",
    description: null,
    items: [item("Samosa", ["vegetarian"]), item("Kebab")],
  },
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

describe("allergens to avoid", () => {
  const withAllergens = (name: string, dietaryTags: string[], allergens: string[]): PublicMenuItem => ({
    ...item(name, dietaryTags),
    allergens,
  });
  const menu2 = numberCategories([
    {
      id: "a",
      slug: "small-plates",
      title: "Small Plates",
      description: null,
      items: [
        withAllergens("Samosa", ["vegetarian"], ["cereals-containing-gluten"]),
        withAllergens("Paneer", ["vegetarian"], ["milk"]),
      ],
    },
    {
      id: "b",
      slug: "desserts",
      title: "Desserts",
      description: null,
      items: [withAllergens("Kulfi", ["vegetarian"], ["milk", "tree-nuts"]), withAllergens("Fruit", ["vegan"], [])],
    },
  ]);

  it("reads known allergens from the URL in the legal order, and writes them back the same way", () => {
    expect(parseAvoidList("tree-nuts,milk,nonsense,,milk")).toEqual(["milk", "tree-nuts"]);
    expect(parseAvoidList(null)).toEqual([]);
    expect(avoidListParam(["tree-nuts", "milk"])).toBe("milk,tree-nuts");
    expect(avoidListParam([])).toBeNull();
  });

  it("leaves out every dish declaring one of them, combined with the dietary filter", () => {
    expect(filterMenu(menu2, null, ["milk"]).map((c) => [c.label, c.items.map((i) => i.name)])).toEqual([
      ["01", ["Samosa"]],
      ["02", ["Fruit"]],
    ]);
    expect(
      filterMenu(menu2, "vegetarian", ["cereals-containing-gluten", "milk"]).map((c) => c.items.map((i) => i.name)),
    ).toEqual([["Fruit"]]);
    expect(filterMenu(menu2, "vegan", ["milk"]).flatMap((c) => c.items.map((i) => i.name))).toEqual(["Fruit"]);
    expect(itemAvoids(withAllergens("x", [], ["soya"]), ["milk"])).toBe(true);
  });
});
