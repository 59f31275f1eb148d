import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps, contentStatus, storageKeys, textArray } from "./columns";

export const popupAudience = pgEnum("popup_audience", ["everyone", "new", "returning"]);
export const popupFrequency = pgEnum("popup_frequency", ["always", "session", "persistent"]);

export const popups = pgTable(
  "popups",
  {
    id: id(),
    status: contentStatus("status").notNull().default("draft"),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    priority: integer("priority").notNull().default(0),
    pages: textArray("pages"),
    audience: popupAudience("audience").notNull().default("everyone"),
    frequency: popupFrequency("frequency").notNull().default("session"),
    headline: text("headline").notNull(),
    /** Sanitised on save; the public site renders only this copy. */
    bodyRichtext: text("body_richtext").notNull().default(""),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    ctaLabel: text("cta_label"),
    ctaUrl: text("cta_url"),
    dismissible: boolean("dismissible").notNull().default(true),
    storageKeys: storageKeys(),
    ...timestamps(),
  },
  (t) => [index("popups_public_idx").on(t.status, t.priority, t.createdAt)],
);

export type Popup = typeof popups.$inferSelect;
