import { sql } from "drizzle-orm";
import { boolean, integer, pgEnum, text, time, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The row this one belongs to, whose deletion deletes this one too. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: "cascade" });

/** Every table's pair of row timestamps, spread last into its columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const contentStatus = pgEnum("content_status", ["draft", "published"]);

/** A `text[]` that is never null: an empty array by default. */
export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Storage keys of every file a row owns, so deleting the row can delete its files. */
export const storageKeys = () => textArray("storage_keys");

/** Draft/published, shown/hidden and position: how public lists pick and order their rows. */
export const listing = () => ({
  status: contentStatus("status").notNull().default("draft"),
  visible: boolean("visible").notNull().default(true),
  sortIndex: integer("sort_index").notNull().default(0),
});

/** An optional window outside which a published row stays off the public site. */
export const publishWindow = () => ({
  publishAt: timestamp("publish_at", { withTimezone: true }),
  unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
});

/** A day's hours: closed, or one or two open periods, with a note. */
export const dayHours = () => ({
  isClosed: boolean("is_closed").notNull().default(false),
  openTime1: time("open_time_1"),
  closeTime1: time("close_time_1"),
  openTime2: time("open_time_2"),
  closeTime2: time("close_time_2"),
  notes: text("notes"),
});
