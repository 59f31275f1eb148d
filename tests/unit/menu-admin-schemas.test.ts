import { describe, expect, it } from "vitest";
import {
  PRICE_MESSAGES,
  menuBulkSchema,
  menuItemFormSchema,
  menuSectionFormSchema,
  mergeDietaryTags,
  parsePrice,
  priceInputValue,
  splitStoredTags,
} from "@/features/menu/schema";

const SECTION_ID = "6f1c1f6e-6a43-4d4a-9a39-0b4c7a0d1c11";

describe("parsePrice", () => {
  it("accepts pounds with up to two decimals", () => {
    expect(parsePrice("12.5")).toEqual({ ok: true, value: 12.5 });
    expect(parsePrice(" £8 ")).toEqual({ ok: true, value: 8 });
    expect(parsePrice("0.99")).toEqual({ ok: true, value: 0.99 });
    expect(parsePrice(".5")).toEqual({ ok: true, value: 0.5 });
    expect(parsePrice("12.")).toEqual({ ok: true, value: 12 });
    expect(priceInputValue(12.5)).toBe("12.50");
  });

  it("refuses empty, zero, negative, too precise and non-numeric prices with clear messages", () => {
    expect(parsePrice("")).toEqual({ ok: false, message: PRICE_MESSAGES.required });
    expect(parsePrice("0")).toEqual({ ok: false, message: PRICE_MESSAGES.positive });
    expect(parsePrice("0.00")).toEqual({ ok: false, message: PRICE_MESSAGES.positive });
    expect(parsePrice("-4.50")).toEqual({ ok: false, message: PRICE_MESSAGES.positive });
    expect(parsePrice("12.555")).toEqual({ ok: false, message: PRICE_MESSAGES.decimals });
    expect(parsePrice("twelve")).toEqual({ ok: false, message: PRICE_MESSAGES.format });
    expect(parsePrice("12,50")).toEqual({ ok: false, message: PRICE_MESSAGES.format });
    expect(parsePrice("1e3")).toEqual({ ok: false, message: PRICE_MESSAGES.format });
    expect(parsePrice("10000")).toEqual({ ok: false, message: PRICE_MESSAGES.tooHigh });
  });
});

describe("dietary tags", () => {
  it("keeps vocabulary order, folds typed vocabulary words in and drops duplicates", () => {
    expect(mergeDietaryTags(["spicy", "vegan"], "Mild, vegetarian, mild, Halal-friendly ")).toEqual([
      "vegetarian",
      "vegan",
      "spicy",
      "Mild",
      "Halal-friendly",
    ]);
    expect(mergeDietaryTags(["not-a-tag"], "")).toEqual([]);
  });

  it("splits stored tags back into ticked boxes and other tags", () => {
    expect(splitStoredTags(["vegan", "Mild", "gluten-free", "Chef's pick"])).toEqual({
      dietaryTags: ["vegan", "gluten-free"],
      customDietaryTags: "Mild, Chef's pick",
    });
  });
});

/** The listing fields sections and dishes share: shown, with no publishing window. */
const alwaysShown = { visible: true, publishAt: "", unpublishAt: "" } as const;

const section = { title: "Small Plates", slug: "", description: "", status: "draft", ...alwaysShown } as const;

describe("menuSectionFormSchema", () => {
  it("makes the slug from the title when left empty, and stores empty text and times as null", () => {
    const out = menuSectionFormSchema.parse(section);
    expect(out).toMatchObject({ slug: "small-plates", description: null, publishAt: null, unpublishAt: null });
  });

  it("keeps an edited slug, and refuses one that is not lower-case words and hyphens", () => {
    expect(menuSectionFormSchema.parse({ ...section, slug: "Starters" }).slug).toBe("starters");
    const bad = menuSectionFormSchema.safeParse({ ...section, slug: "small plates" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["slug"],
      message: expect.stringContaining("lower-case letters"),
    });
  });

  it("reads the window in London time and wants the end after the start", () => {
    const out = menuSectionFormSchema.parse({
      ...section,
      publishAt: "2026-07-01T17:00",
      unpublishAt: "2026-12-01T17:00",
    });
    expect(out.publishAt?.toISOString()).toBe("2026-07-01T16:00:00.000Z");
    expect(out.unpublishAt?.toISOString()).toBe("2026-12-01T17:00:00.000Z");
    const backwards = menuSectionFormSchema.safeParse({
      ...section,
      publishAt: "2026-07-01T17:00",
      unpublishAt: "2026-07-01T17:00",
    });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ["unpublishAt"],
      message: "The end must be after the start",
    });
  });

  it("needs a title", () => {
    expect(menuSectionFormSchema.safeParse({ ...section, title: "  " }).error?.issues[0]).toMatchObject({
      path: ["title"],
      message: "Please enter a title",
    });
  });
});

const item = {
  sectionId: SECTION_ID,
  name: "Lamb Karahi",
  price: "18.5",
  description: "",
  isSpecial: false,
  dietaryTags: ["gluten-free"],
  customDietaryTags: "Mild",
  allergens: ["milk", "celery"],
  status: "published",
  ...alwaysShown,
} as const;

describe("menuItemFormSchema", () => {
  it("turns the form's text into what the database stores", () => {
    expect(menuItemFormSchema.parse(item)).toMatchObject({
      price: 18.5,
      dietaryTags: ["gluten-free", "Mild"],
      allergens: ["celery", "milk"],
      description: null,
    });
  });

  it("gives the price message on the price field", () => {
    const r = menuItemFormSchema.safeParse({ ...item, price: "0" });
    expect(r.error?.issues[0]).toMatchObject({ path: ["price"], message: PRICE_MESSAGES.positive });
  });

  it("accepts only the 14 UK allergens", () => {
    expect(menuItemFormSchema.safeParse({ ...item, allergens: ["garlic"] }).success).toBe(false);
  });
});

describe("menuBulkSchema", () => {
  it("wants at least one ticked row", () => {
    expect(
      menuBulkSchema.safeParse({ operation: "publish", sectionIds: [], itemIds: [] }).error?.issues[0]?.message,
    ).toBe("Please tick at least one section or dish first.");
    expect(menuBulkSchema.safeParse({ operation: "hide", sectionIds: [SECTION_ID], itemIds: [] }).success).toBe(true);
  });
});
