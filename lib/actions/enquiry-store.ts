import { tables, type Database } from "@/lib/db";
import type { NewEnquiry } from "@/lib/db/schema";
import type { EnquiryNotice } from "@/lib/notify/enquiry-email";
import { initialStatus } from "@/lib/enquiries/statuses";
import type { ContactData, EventData, NewsletterData, ReservationData } from "@/lib/validation";
import { simulatedInsertFailure } from "./test-hooks";

/** SPEC §3/§7: where each enquiry came from. */
export const SOURCE_PAGE = { newsletter: "home", reservation: "reservations", contact: "contact", event: "events" } as const;

export type EnquiryRow = Omit<NewEnquiry, "id" | "createdAt" | "updatedAt" | "internalNote" | "handledBy" | "handledAt">;

/* SPEC §7 insert shapes, one per form. Fields a form does not collect stay null. */

export const newsletterRow = (d: NewsletterData): EnquiryRow => ({
  formType: "newsletter",
  status: initialStatus("newsletter"),
  name: d.name,
  email: d.email,
  sourcePage: SOURCE_PAGE.newsletter,
});

export const reservationRow = (d: ReservationData): EnquiryRow => ({
  formType: "reservation",
  status: initialStatus("reservation"),
  name: d.name,
  email: d.email,
  phone: d.phone,
  preferredDate: d.date,
  preferredTime: d.time,
  guests: d.guests,
  message: d.notes,
  sourcePage: SOURCE_PAGE.reservation,
});

export const contactRow = (d: ContactData): EnquiryRow => ({
  formType: "contact",
  status: initialStatus("contact"),
  name: d.name,
  email: d.email,
  phone: d.phone,
  message: d.message,
  sourcePage: SOURCE_PAGE.contact,
});

export const eventRow = (d: EventData): EnquiryRow => ({
  formType: "event",
  status: initialStatus("event"),
  name: d.name,
  email: d.email,
  phone: d.phone,
  eventType: d.eventType,
  preferredDate: d.preferredDate,
  guests: d.guests,
  serviceStyle: d.serviceStyle,
  message: d.notes,
  sourcePage: SOURCE_PAGE.event,
});

export interface SaveDeps {
  /** Sends the staff notification; may throw. */
  notify: (e: EnquiryNotice) => Promise<void>;
  /** Runs work after the guest has their answer (Next's `after` in a request; immediate in tests). */
  schedule: (task: () => Promise<void>) => void;
}

export interface SaveResult {
  id: string | null;
  /** False when a newsletter address was already subscribed: still a success for the guest. */
  created: boolean;
}

/**
 * Stores the enquiry first, then asks for the staff notification. A notification failure is
 * logged and never reaches the guest: their words are already safe in the database.
 */
export async function saveEnquiry(db: Database, row: EnquiryRow, deps: SaveDeps): Promise<SaveResult> {
  if (simulatedInsertFailure(row.email ?? "")) throw new Error("Simulated database outage (e2e test hook)");

  const insert = db.insert(tables.enquiries).values(row);
  // Newsletter: the partial unique index on lower(email) turns a repeat sign-up into a no-op.
  const [stored] = await (row.formType === "newsletter" ? insert.onConflictDoNothing() : insert).returning();
  if (!stored) return { id: null, created: false };

  const notice: EnquiryNotice = {
    id: stored.id,
    formType: stored.formType,
    name: stored.name,
    email: stored.email,
    phone: stored.phone,
    message: stored.message,
    preferredDate: stored.preferredDate,
    preferredTime: stored.preferredTime,
    guests: stored.guests,
    eventType: stored.eventType,
    serviceStyle: stored.serviceStyle,
    sourcePage: stored.sourcePage,
    createdAt: stored.createdAt,
  };
  deps.schedule(async () => {
    try {
      await deps.notify(notice);
    } catch (err) {
      console.error(`[notify] staff notification failed for enquiry ${stored.id}`, err);
    }
  });
  return { id: stored.id, created: true };
}
