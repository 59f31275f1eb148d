import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps, storageKeys } from "./columns";

/** One row per settings form; migration 0004 inserts every row, so reads never meet a gap. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  /** Stored files the row owns (the brochure PDF). */
  storageKeys: storageKeys(),
  ...timestamps(),
});
