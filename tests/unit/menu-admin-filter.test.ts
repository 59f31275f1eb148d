import { describe, expect, it } from "vitest";
import {
  STATE_FILTERS,
  applyOrder,
  bulkDoneMessage,
  filterMenu,
  isFiltering,
  menuSummary,
  menuViews,
  nothingFound,
  tickedIds,
} from "@/features/menu/admin-filter";
import type { AdminMenuItem, AdminMenuSection } from "@/features/menu/admin-types";

const at = new Date("2026-06-01T12:00:00Z");

function item(id: string, sectionId: string, over: Partial<AdminMenuItem> = {}): AdminMenuItem {
  return {
    id,
    sectionId,
    name: id,
    price: 10,
    description: null,
    isSpecial: false,
    dietaryTags: [],
    allergens: [],
    status: "published",
    visible: true,
    sortIndex: 0,
    publishAt: null,
    unpublishAt: null,
    ...over,
  };
}

function section(id: string, items: AdminMenuItem[], over: Partial<AdminMenuSection> = {}): AdminMenuSection {
  return {
    id,
    title: id,
    slug: id.toLowerCase().replace(/ /g, "-"),
    description: null,
    status: "published",
    visible: true,
    sortIndex: 0,
    publishAt: null,
    unpublishAt: null,
    items,
    ...over,
  };
}

const menu = [
  section("Small Plates", [
    item("Samosa", "Small Plates", { dietaryTags: ["vegetarian"], description: "Crisp pastry, spiced potato" }),
    item("Lamb Chops", "Small Plates", { status: "draft" }),
    item("Paneer Tikka", "Small Plates", { publishAt: "2026-06-02T12:00:00Z" }),
  ]),
  section("Karahi", [item("Chicken Karahi", "Karahi"), item("Prawn Karahi", "Karahi", { visible: false })], {
    status: "draft",
    description: "Cooked in the wok",
  }),
  section("Desserts", [], { unpublishAt: "2026-05-01T00:00:00Z" }),
];

const names = (views: ReturnType<typeof menuViews>) =>
  views.map((v) => [v.section.title, v.items.map((i) => i.item.name)]);

describe("menuViews", () => {
  it("gives each section and dish its own state, and marks live dishes held back by their section", () => {
    const views = menuViews(menu, at);
    expect(views.map((v) => v.state)).toEqual(["live", "draft", "ended"]);
    expect(views[0]!.items.map((i) => [i.own, i.blocked])).toEqual([
      ["live", null],
      ["draft", null],
      ["scheduled", null],
    ]);
    expect(views[1]!.items.map((i) => [i.own, i.blocked])).toEqual([
      ["live", "draft"],
      ["hidden", null],
    ]);
  });
});

describe("filterMenu", () => {
  const all = menuViews(menu, at);

  it("returns the list itself when neither search nor filter is set (blank search counts as none)", () => {
    expect(filterMenu(all, "", "all")).toBe(all);
    expect(filterMenu(all, "   ", "all")).toBe(all);
    expect(isFiltering("  ", "all")).toBe(false);
    expect(isFiltering(" x ", "all")).toBe(true);
    expect(isFiltering("", "draft")).toBe(true);
  });

  it("finds dishes by name, description or dietary tag label, ignoring case and outer spaces", () => {
    expect(names(filterMenu(all, "  SAMOSA ", "all"))).toEqual([["Small Plates", ["Samosa"]]]);
    expect(names(filterMenu(all, "potato", "all"))).toEqual([["Small Plates", ["Samosa"]]]);
    expect(names(filterMenu(all, "vegetarian", "all"))).toEqual([["Small Plates", ["Samosa"]]]);
  });

  it("keeps every dish of a section whose title, slug or description matches", () => {
    expect(names(filterMenu(all, "wok", "all"))).toEqual([["Karahi", ["Chicken Karahi", "Prawn Karahi"]]]);
    expect(names(filterMenu(all, "small-plates", "all"))).toEqual([
      ["Small Plates", ["Samosa", "Lamb Chops", "Paneer Tikka"]],
    ]);
  });

  it("keeps a matching section with no matching dishes, empty", () => {
    expect(names(filterMenu(all, "dessert", "all"))).toEqual([["Desserts", []]]);
  });

  it("filters dishes by what guests see: a live dish in a draft section counts as draft", () => {
    expect(names(filterMenu(all, "", "draft"))).toEqual([
      ["Small Plates", ["Lamb Chops"]],
      ["Karahi", ["Chicken Karahi"]],
    ]);
    expect(names(filterMenu(all, "", "live"))).toEqual([["Small Plates", ["Samosa"]]]);
    expect(names(filterMenu(all, "", "scheduled"))).toEqual([["Small Plates", ["Paneer Tikka"]]]);
    expect(names(filterMenu(all, "", "hidden"))).toEqual([["Karahi", ["Prawn Karahi"]]]);
    expect(names(filterMenu(all, "", "ended"))).toEqual([["Desserts", []]]);
  });

  it("combines search and filter", () => {
    expect(names(filterMenu(all, "karahi", "hidden"))).toEqual([["Karahi", ["Prawn Karahi"]]]);
    expect(filterMenu(all, "samosa", "draft")).toEqual([]);
  });
});

describe("the words around the list", () => {
  const all = menuViews(menu, at);

  it("offers every state as a filter, after Everything", () => {
    expect(STATE_FILTERS.map((f) => f.label)).toEqual([
      "Everything",
      "Public now",
      "Draft",
      "Hidden",
      "Scheduled",
      "Ended",
    ]);
  });

  it("summarises the whole menu, or what the search shows", () => {
    expect(menuSummary(all, all, false)).toBe("3 sections, 5 dishes, 1 on the public menu now.");
    expect(menuSummary(all, filterMenu(all, "samosa", "all"), true)).toBe(
      "Showing 1 section and 1 dish of 5 dishes. Clear the search and filter to reorder.",
    );
    expect(menuSummary([], [], false)).toBe("0 sections, 0 dishes, 0 on the public menu now.");
  });

  it("says why nothing is shown", () => {
    expect(nothingFound(" tofu ", "all")).toBe("No sections or dishes match “tofu”.");
    expect(nothingFound("tofu", "scheduled")).toBe("No sections or dishes match “tofu” and are scheduled for later.");
    expect(nothingFound("", "ended")).toBe("No sections or dishes are past their end date.");
    expect(nothingFound("", "all")).toBe("Nothing to show.");
  });

  it("names what a bulk change did", () => {
    expect(bulkDoneMessage("publish", { sections: 1, items: 2 })).toBe("Published 1 section and 2 dishes");
    expect(bulkDoneMessage("hide", { sections: 0, items: 1 })).toBe("Hid 1 dish");
    expect(bulkDoneMessage("hide", { sections: 3, items: 0 })).toBe("Hid 3 sections");
    expect(bulkDoneMessage("show", { sections: 1, items: 1 })).toBe("Showed 1 section and 1 dish");
  });
});

describe("order and selection", () => {
  it("puts sections or one section's dishes in the given order, unnamed ids last", () => {
    expect(applyOrder(menu, { kind: "sections", ids: ["Desserts", "Small Plates"] }).map((s) => s.id)).toEqual([
      "Desserts",
      "Small Plates",
      "Karahi",
    ]);
    const moved = applyOrder(menu, { kind: "items", sectionId: "Karahi", ids: ["Prawn Karahi", "Chicken Karahi"] });
    expect(moved[1]!.items.map((i) => i.id)).toEqual(["Prawn Karahi", "Chicken Karahi"]);
    expect(moved[0]).toBe(menu[0]);
  });

  it("ignores ticks for rows no longer on the page", () => {
    const all = menuViews(menu, at);
    expect(tickedIds(all, new Set(["Karahi", "gone"]), new Set(["Samosa", "deleted"]))).toEqual({
      sections: ["Karahi"],
      items: ["Samosa"],
    });
  });
});
