import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, contentStatus } from "./columns";

export const menuSections = pgTable(
  "menu_sections",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    status: contentStatus("status").notNull().default("draft"),
    visible: boolean("visible").notNull().default(true),
    sortIndex: integer("sort_index").notNull().default(0),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("menu_sections_slug_uniq").on(t.slug), index("menu_sections_sort_idx").on(t.sortIndex)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: id(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => menuSections.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    price: numeric("price", { precision: 8, scale: 2, mode: "number" }).notNull(),
    description: text("description"),
    isSpecial: boolean("is_special").notNull().default(false),
    dietaryTags: text("dietary_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text("allergens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: contentStatus("status").notNull().default("draft"),
    visible: boolean("visible").notNull().default(true),
    sortIndex: integer("sort_index").notNull().default(0),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("menu_items_section_sort_idx").on(t.sectionId, t.sortIndex),
    check("menu_items_price_positive", sql`${t.price} > 0`),
  ],
);

export type MenuSection = typeof menuSections.$inferSelect;
export type MenuItem = typeof menuItems.$inferSelect;
