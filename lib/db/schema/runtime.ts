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

/** Form tokens already spent on a stored submission, kept until they would have expired anyway. */
export const spentFormTokens = pgTable(
  "spent_form_tokens",
  {
    /** The token's signature: unique per token, and worthless without the rest of it. */
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_form_tokens_expires_idx").on(t.expiresAt)],
);

/** When each cache tag was last invalidated, so self-hosted instances sharing this database agree. */
export const cacheTagExpirations = pgTable("cache_tag_expirations", {
  tag: text("tag").primaryKey(),
  expiredAt: timestamp("expired_at", { withTimezone: true }).notNull(),
});
