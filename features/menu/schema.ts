import { requiredText, z } from "@/lib/zod";
import { reorderSchema } from "@/lib/admin/reorder";
import { SLUG_PATTERN, slugify } from "@/features/menu/admin-state";
import { isLondonLocal, fromLondonLocalValue } from "@/lib/time/london";
import { claimConflicts, conflictMessage } from "@/features/menu/dietary-claims";
import { DIETARY_TAGS, UK_ALLERGEN_VALUES, isDietaryTag } from "@/lib/db/schema/menu-vocabulary";

/** Inputs are what the form holds (strings, booleans, arrays); outputs are what the database takes. */

export const MENU_LIMITS = {
  title: 120,
  slug: 80,
  name: 120,
  description: 1000,
  customTag: 30,
  customTags: 10,
  maxPrice: 9999.99,
} as const;

export const MENU_MESSAGES = {
  slugTaken: "That slug is already used by another section.",
  sectionGone: "That section no longer exists. It may have been deleted in another window.",
  itemGone: "That dish no longer exists. It may have been deleted in another window.",
  staleOrder: "The list changed in another window. The page has been refreshed; please try again.",
} as const;

const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const normaliseNewlines = (v: string) => v.replace(/\r\n?/g, "\n");

const optionalText = (what: string, max: number) =>
  z
    .string()
    .overwrite(normaliseNewlines)
    .trim()
    .max(max, `Please keep the ${what} to ${max} characters or fewer`)
    .transform((v) => (v === "" ? null : v));

const statusField = () => z.enum(CONTENT_STATUSES, "Please choose Draft or Published");

/** A London datetime-local value or "" (no bound), stored as an instant or null. */
const londonDateTimeField = () =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isLondonLocal(v), "Please enter a full date and time, like 28/03/2026 18:30")
    .transform((v) => (v === "" ? null : fromLondonLocalValue(v)));

/** What sections and dishes share: draft/published, shown/hidden, and an optional publishing window. */
const listingFields = () => ({
  status: statusField(),
  visible: z.boolean(),
  publishAt: londonDateTimeField(),
  unpublishAt: londonDateTimeField(),
});

type Window = { publishAt: Date | null; unpublishAt: Date | null };

function checkWindow(value: Window, ctx: z.RefinementCtx) {
  if (value.publishAt && value.unpublishAt && value.unpublishAt <= value.publishAt) {
    ctx.addIssue({ code: "custom", path: ["unpublishAt"], message: "The end must be after the start" });
  }
}

export type PriceCheck = { ok: true; value: number } | { ok: false; message: string };

export const PRICE_MESSAGES = {
  required: "Please enter a price, like 12.50",
  format: "Please enter the price in pounds and pence, like 12.50",
  positive: "The price must be more than £0.00",
  decimals: "Prices have at most two decimal places (pence), like 12.50",
  tooHigh: "Please enter a price under £10,000",
} as const;

/** "12.5" → 12.5, "£8" → 8; refuses 0, negatives, more than two decimals and anything not a price. */
export function parsePrice(raw: string): PriceCheck {
  const text = raw.trim().replace(/^£\s*/, "");
  if (text === "") return { ok: false, message: PRICE_MESSAGES.required };
  if (/^-/.test(text) && /^-\d*\.?\d+$/.test(text)) return { ok: false, message: PRICE_MESSAGES.positive };
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
  if (!m) return { ok: false, message: PRICE_MESSAGES.format };
  if ((m[2] ?? "").length > 2) return { ok: false, message: PRICE_MESSAGES.decimals };
  const value = Number(`${m[1] || "0"}.${m[2] || "0"}`);
  if (!Number.isFinite(value)) return { ok: false, message: PRICE_MESSAGES.format };
  if (value <= 0) return { ok: false, message: PRICE_MESSAGES.positive };
  if (value > MENU_LIMITS.maxPrice) return { ok: false, message: PRICE_MESSAGES.tooHigh };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** What the price box shows for a stored price: 12.5 → "12.50". */
export function priceInputValue(pounds: number): string {
  return Number.isFinite(pounds) ? pounds.toFixed(2) : "";
}

const priceField = () =>
  z.union([z.string(), z.number()]).transform((raw, ctx) => {
    const checked = parsePrice(String(raw));
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }
    return checked.value;
  });

const VOCABULARY_BY_TEXT = new Map<string, string>(
  DIETARY_TAGS.flatMap((t) => [[t.value, t.value] as const, [t.label.toLowerCase(), t.value] as const]),
);

/** "Mild, halal-friendly" → ["Mild", "halal-friendly"]; a typed "Vegan" becomes the vocabulary's "vegan". */
export function splitCustomTags(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((t) => t.trim().replace(/\s+/g, " "))
    .filter((t) => t !== "");
}

/** Vocabulary tags first (in the vocabulary's order), then custom ones as typed; no duplicates. */
export function mergeDietaryTags(chosen: readonly string[], customText: string): string[] {
  const picked = new Set(chosen.filter(isDietaryTag));
  const custom: string[] = [];
  const seen = new Set<string>();
  for (const tag of splitCustomTags(customText)) {
    const known = VOCABULARY_BY_TEXT.get(tag.toLowerCase());
    if (known) {
      picked.add(known as (typeof DIETARY_TAGS)[number]["value"]);
      continue;
    }
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    custom.push(tag);
  }
  return [...DIETARY_TAGS.map((t) => t.value).filter((v) => picked.has(v)), ...custom];
}

/** For the edit form: stored tags back into ticked boxes and the "other tags" text. */
export function splitStoredTags(tags: readonly string[]): { dietaryTags: string[]; customDietaryTags: string } {
  return {
    dietaryTags: tags.filter(isDietaryTag),
    customDietaryTags: tags.filter((t) => !isDietaryTag(t)).join(", "),
  };
}

const customTagsField = () =>
  z
    .string()
    .max(400, "Please keep the other tags shorter")
    .superRefine((text, ctx) => {
      const tags = splitCustomTags(text);
      if (tags.length > MENU_LIMITS.customTags)
        ctx.addIssue({ code: "custom", message: `Please add no more than ${MENU_LIMITS.customTags} other tags` });
      const long = tags.find((t) => t.length > MENU_LIMITS.customTag);
      if (long)
        ctx.addIssue({
          code: "custom",
          message: `Please keep each tag to ${MENU_LIMITS.customTag} characters or fewer (“${long.slice(0, 12)}…”)`,
        });
    });

/** Without `id` it is a new section; an empty slug is made from the title. */
export const menuSectionFormSchema = z
  .object({
    id: z.uuid().optional(),
    title: requiredText(
      MENU_LIMITS.title,
      "Please enter a title",
      `Please keep the title to ${MENU_LIMITS.title} characters or fewer`,
    ),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(MENU_LIMITS.slug, `Please keep the slug to ${MENU_LIMITS.slug} characters or fewer`),
    description: optionalText("description", MENU_LIMITS.description),
    ...listingFields(),
  })
  .superRefine((value, ctx) => {
    checkWindow(value, ctx);
    if (value.slug === "") {
      if (value.title !== "" && slugify(value.title, MENU_LIMITS.slug) === "") {
        ctx.addIssue({
          code: "custom",
          path: ["slug"],
          message: "Please enter a slug: letters or numbers, like small-plates",
        });
      }
    } else if (!SLUG_PATTERN.test(value.slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Use lower-case letters, numbers and single hyphens only, like small-plates",
      });
    }
  })
  .transform((value) => ({ ...value, slug: value.slug || slugify(value.title, MENU_LIMITS.slug) }));

export type MenuSectionFormInput = z.input<typeof menuSectionFormSchema>;
export type MenuSectionFormOutput = z.output<typeof menuSectionFormSchema>;

/** Changing `sectionId` moves the dish to the end of that section. */
export const menuItemFormSchema = z
  .object({
    id: z.uuid().optional(),
    sectionId: z.uuid("Please choose a section"),
    name: z
      .string()
      .trim()
      .min(1, "Please enter the dish's name")
      .max(MENU_LIMITS.name, `Please keep the name to ${MENU_LIMITS.name} characters or fewer`),
    price: priceField(),
    description: optionalText("description", MENU_LIMITS.description),
    isSpecial: z.boolean(),
    dietaryTags: z.array(z.string()).max(DIETARY_TAGS.length * 2),
    customDietaryTags: customTagsField(),
    allergens: z
      .array(z.enum(UK_ALLERGEN_VALUES, "Please choose allergens from the list"))
      .max(UK_ALLERGEN_VALUES.length),
    ...listingFields(),
  })
  .superRefine((value, ctx) => {
    checkWindow(value, ctx);
    const conflicts = claimConflicts(mergeDietaryTags(value.dietaryTags, value.customDietaryTags), value.allergens);
    if (conflicts.length > 0)
      ctx.addIssue({ code: "custom", path: ["dietaryTags"], message: conflicts.map(conflictMessage).join(" ") });
  })
  .transform(({ customDietaryTags, dietaryTags, allergens, ...rest }) => ({
    ...rest,
    dietaryTags: mergeDietaryTags(dietaryTags, customDietaryTags),
    allergens: UK_ALLERGEN_VALUES.filter((a) => allergens.includes(a)),
  }));

export type MenuItemFormInput = z.input<typeof menuItemFormSchema>;
export type MenuItemFormOutput = z.output<typeof menuItemFormSchema>;

export const menuDeleteSchema = z.object({ id: z.uuid() });

export const menuSectionOrderSchema = reorderSchema;

export const menuItemOrderSchema = reorderSchema.extend({ sectionId: z.uuid() });

export const BULK_OPERATIONS = ["publish", "show", "hide"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

/** Publish means published and visible; show and hide change only visibility, so a draft stays a draft. */
export const menuBulkSchema = z
  .object({
    operation: z.enum(BULK_OPERATIONS),
    sectionIds: z.array(z.uuid()).max(500),
    itemIds: z.array(z.uuid()).max(2000),
  })
  .refine((v) => v.sectionIds.length + v.itemIds.length > 0, "Please tick at least one section or dish first.");
