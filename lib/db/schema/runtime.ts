import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

/** Fixed-window counters for public form submissions, shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    id: id(),
    /** sha-256 of scope + client address: no raw IP is stored. */
    keyHash: text("key_hash").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("rate_limits_key_window_uniq").on(t.keyHash, t.windowStart),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);

/** When each cache tag was last invalidated, so self-hosted instances sharing this database agree. */
export const cacheTagExpirations = pgTable("cache_tag_expirations", {
  tag: text("tag").primaryKey(),
  expiredAt: timestamp("expired_at", { withTimezone: true }).notNull(),
});
