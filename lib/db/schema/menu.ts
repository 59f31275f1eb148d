import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, ownerId, timestamps, textArray, listing, publishWindow } from "./columns";

export const menuSections = pgTable(
  "menu_sections",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    ...listing(),
    ...publishWindow(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("menu_sections_slug_uniq").on(t.slug), index("menu_sections_sort_idx").on(t.sortIndex)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: id(),
    sectionId: ownerId("section_id", () => menuSections.id),
    name: text("name").notNull(),
    price: numeric("price", { precision: 8, scale: 2, mode: "number" }).notNull(),
    description: text("description"),
    isSpecial: boolean("is_special").notNull().default(false),
    dietaryTags: textArray("dietary_tags"),
    allergens: textArray("allergens"),
    ...listing(),
    ...publishWindow(),
    ...timestamps(),
  },
  (t) => [
    index("menu_items_section_sort_idx").on(t.sectionId, t.sortIndex),
    check("menu_items_price_positive", sql`${t.price} > 0`),
  ],
);

export type MenuSection = typeof menuSections.$inferSelect;
export type MenuItem = typeof menuItems.$inferSelect;
