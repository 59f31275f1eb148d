import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, textArray, timestamps } from "./columns";

/**
 * One row per guest. `email` and `phone` hold the normalised forms (features/guests/normalise.ts; the
 * migration's backfill repeats the same rules in SQL), so "Ayesha@Example.com " and "ayesha@example.com"
 * are one guest. A guest found only by phone (a phone booking without an address) has no e-mail.
 */
export const guests = pgTable(
  "guests",
  {
    id: id(),
    name: text("name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    /** Staff's own notes; never copied into the activity log. */
    notes: text("notes").notNull().default(""),
    /** "regular", "vip", "allergy:<allergen>", "dietary:<need>", "custom:<words>" (features/guests/tags.ts). */
    tags: textArray("tags"),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    /** The latest enquiry, booking (its date counts) or sign-up: retention measures from here. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Erased on request or by the retention job: contact details and notes are gone, counts stay. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("guests_email_uniq")
      .on(t.email)
      .where(sql`${t.email} is not null`),
    // A guest known only by phone is found by it; a guest with an e-mail may share a phone with another.
    uniqueIndex("guests_phone_only_uniq")
      .on(t.phone)
      .where(sql`${t.email} is null and ${t.phone} is not null`),
    index("guests_phone_idx").on(t.phone),
    index("guests_last_activity_idx").on(t.lastActivityAt),
    index("guests_name_idx").on(sql`lower(${t.name})`),
  ],
);

export type Guest = typeof guests.$inferSelect;
