import { describe, expect, it } from "vitest";
import demoMenuJson from "@/lib/db/seed/demo-menu.json";
import { demoMenu } from "@/lib/db/seed/menu";

const karahiWith = (lists: { tags?: string[]; allergens?: string[] }) => [
  { title: "Mains", slug: "mains", description: "", items: [{ name: "Karahi", price: 15, description: "", ...lists }] },
];

describe("the demo menu's data", () => {
  it("names only tags and allergens from the menu's lists", () => {
    const sections = demoMenu(demoMenuJson);
    expect(sections.flatMap((s) => s.items).length).toBeGreaterThan(20);
  });

  it.each([
    ["a tag that is not on the list", { tags: ["vegan", "halal-ish"] }, "halal-ish"],
    ["an allergen that is not one of the fourteen", { allergens: ["milk", "garlic"] }, "garlic"],
  ])("refuses %s, naming the dish", (_, lists, unknown) => {
    expect(() => demoMenu(karahiWith(lists))).toThrow(`"Karahi" names "${unknown}"`);
  });
});
