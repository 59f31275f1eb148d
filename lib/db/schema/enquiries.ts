import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { guests } from "./guests";
import { ENQUIRY_STATUSES, STATUSES_BY_TYPE } from "./enquiry-statuses";

/** `(form_type = 'reservation' AND status IN (…)) OR …`, from the one list of statuses per type. */
function statusFitsTypeSql() {
  const clauses = Object.entries(STATUSES_BY_TYPE).map(
    ([type, statuses]) => `("form_type" = '${type}' AND "status" IN (${statuses.map((s) => `'${s}'`).join(", ")}))`,
  );
  return sql.raw(clauses.join(" OR "));
}

export const enquiryFormType = pgEnum("enquiry_form_type", ["newsletter", "reservation", "contact", "event"]);
export const enquiryStatus = pgEnum("enquiry_status", ENQUIRY_STATUSES);

/** Migration 0001's `search_vector` is left out on purpose, to keep it out of every whole-row `select()`. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: id(),
    formType: enquiryFormType("form_type").notNull(),
    /** No default: each type starts in its own status (initialStatus); a CHECK keeps it within its type. */
    status: enquiryStatus("status").notNull(),
    name: text("name").notNull(),
    /** Null only for a booking staff took by phone without an address. */
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    preferredDate: date("preferred_date"),
    preferredTime: time("preferred_time"),
    guests: integer("guests"),
    /** The guest chose "9 or more": `guests` holds 9 and staff confirm the real size. */
    guestsAtLeast: boolean("guests_at_least").notNull().default(false),
    eventType: text("event_type"),
    serviceStyle: text("service_style"),
    sourcePage: text("source_page").notNull(),
    internalNote: text("internal_note"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The status a row had before per-type statuses (migration 0008), where the new one says less. */
    legacyStatus: text("legacy_status"),
    /** The guest pressed "I'm coming" (from the reminder or their booking's page). */
    guestConfirmedAt: timestamp("guest_confirmed_at", { withTimezone: true }),
    /** The guest's last change of date, time or party, with what it was and what it became. */
    guestChangedAt: timestamp("guest_changed_at", { withTimezone: true }),
    guestChange: jsonb("guest_change").$type<GuestChange>(),
    guestCancelledAt: timestamp("guest_cancelled_at", { withTimezone: true }),
    /** The date and time ("yyyy-MM-dd HH:mm") the reminder was sent for: a moved booking gets a new one. */
    reminderSentFor: text("reminder_sent_for"),
    thankYouSentAt: timestamp("thank_you_sent_at", { withTimezone: true }),
    /** The guest this row belongs to (features/guests); set in the transaction that stores the row. */
    guestId: uuid("guest_id").references(() => guests.id, { onDelete: "set null" }),
    /** Erased on request or by the retention job: name, contact details and message replaced. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("enquiries_type_status_created_idx").on(t.formType, t.status, t.createdAt),
    index("enquiries_created_idx").on(t.createdAt),
    index("enquiries_preferred_date_idx").on(t.preferredDate),
    index("enquiries_guest_idx").on(t.guestId, t.preferredDate),
    // One newsletter row per address: re-subscribing must not create a duplicate.
    uniqueIndex("enquiries_newsletter_email_uniq")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.formType} = 'newsletter'`),
    check("enquiries_status_fits_type", statusFitsTypeSql()),
  ],
);

export interface BookingShape {
  date: string;
  time: string;
  guests: number;
}

export interface GuestChange {
  from: BookingShape;
  to: BookingShape;
}

export type Enquiry = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;
