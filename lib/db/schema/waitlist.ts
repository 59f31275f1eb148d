import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { enquiries } from "./enquiries";

export const WAITLIST_STATUSES = ["waiting", "offered", "accepted", "expired", "withdrawn"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * Guests waiting for a full slot. Kept apart from `enquiries`: a waiting guest holds no table and is
 * not a request staff answer, so none of the inbox's counts or statuses apply until one accepts.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    date: date("date").notNull(),
    time: time("time").notNull(),
    party: integer("party").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    status: text("status").$type<WaitlistStatus>().notNull().default("waiting"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** The booking an accepted offer became; erasing that booking leaves the entry without it. */
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("waitlist_entries_slot_idx").on(t.date, t.time, t.status),
    check(
      "waitlist_entries_status_check",
      sql.raw(`"status" in (${WAITLIST_STATUSES.map((s) => `'${s}'`).join(", ")})`),
    ),
    check("waitlist_entries_party_check", sql`${t.party} between 1 and 40`),
  ],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
