import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailOutbox, enquiries, guests, waitlistEntries } from "@/lib/db/schema";
import { formatLongCalendarDate } from "@/lib/time/london";

/** What an erased guest's enquiries and bookings are called from then on. */
export const ERASED_NAME = "Erased guest";
const ERASED_ADDRESS = "erased@erased.invalid";
const ERASED_SUBJECT = "(erased)";

export interface BookingFacts {
  formType: string;
  status: string;
  preferredDate: string | null;
}

const STILL_TO_COME = new Set(["requested", "confirmed"]);

/**
 * Why a guest cannot be erased yet, or null. A booking still to come needs their name and phone on
 * the night, so staff cancel it first (or erase after the day).
 */
export function erasureRefusal(rows: readonly BookingFacts[], today: string): string | null {
  const coming = rows
    .filter(
      (r) => r.formType === "reservation" && STILL_TO_COME.has(r.status) && r.preferredDate && r.preferredDate >= today,
    )
    .map((r) => r.preferredDate!)
    .sort();
  if (coming.length === 0) return null;
  const more = coming.length > 1 ? ` and ${coming.length - 1} more` : "";
  return `This guest has a booking still to come (${formatLongCalendarDate(coming[0]!)}${more}). Cancel or decline it first, or erase them after that day.`;
}

export interface ErasedCounts {
  enquiries: number;
  emails: number;
}

/**
 * Replaces the personal data of the chosen enquiries, and of the e-mails about them or to `address`:
 * names, addresses, phones, messages and notes go; kinds, statuses, dates and parties stay for the
 * counts. A sign-up is unsubscribed. Rows already anonymised are left alone, so running it again
 * changes nothing.
 */
export async function anonymiseEnquiries(
  tx: Database,
  which: SQL,
  now: Date,
  address: string | null = null,
): Promise<ErasedCounts> {
  const erased = await tx
    .update(enquiries)
    .set({
      name: ERASED_NAME,
      email: null,
      phone: null,
      message: null,
      internalNote: null,
      status: sql`case when ${enquiries.formType} = 'newsletter' then 'unsubscribed'::enquiry_status else ${enquiries.status} end`,
      anonymisedAt: now,
    })
    .where(and(which, isNull(enquiries.anonymisedAt)))
    .returning({ id: enquiries.id });
  const ids = erased.map((r) => r.id);

  const ofThem: SQL[] = [];
  if (ids.length) ofThem.push(inArray(emailOutbox.enquiryId, ids));
  if (address) ofThem.push(sql`lower(${emailOutbox.toAddress}) = ${address}`);
  let emails = 0;
  if (ofThem.length) {
    const scrubbed = await tx
      .update(emailOutbox)
      .set({
        toAddress: ERASED_ADDRESS,
        replyTo: null,
        subject: ERASED_SUBJECT,
        html: "",
        textBody: "",
        ics: null,
        headers: {},
        // An e-mail not yet delivered must never go now: its address is gone.
        state: sql`case when ${emailOutbox.state} in ('pending', 'held', 'sending') then 'failed' else ${emailOutbox.state} end`,
        lastError: sql`case when ${emailOutbox.state} in ('pending', 'held', 'sending') then 'Erased before delivery' else ${emailOutbox.lastError} end`,
        leaseUntil: null,
      })
      .where(and(or(...ofThem), sql`${emailOutbox.toAddress} <> ${ERASED_ADDRESS}`))
      .returning({ id: emailOutbox.id });
    emails = scrubbed.length;
  }
  // A waitlist entry holds the same details and counts towards nothing: it goes.
  const entries: SQL[] = [];
  if (ids.length) entries.push(inArray(waitlistEntries.enquiryId, ids));
  if (address) entries.push(sql`lower(${waitlistEntries.email}) = ${address}`);
  if (entries.length) await tx.delete(waitlistEntries).where(or(...entries));
  return { enquiries: ids.length, emails };
}

/** Erases one guest (locked by the caller): their record keeps only its counts' links and when it was erased. */
export async function eraseGuest(
  tx: Database,
  guestId: string,
  address: string | null,
  now: Date,
): Promise<ErasedCounts> {
  const counts = await anonymiseEnquiries(tx, eq(enquiries.guestId, guestId), now, address);
  await tx
    .update(guests)
    .set({ name: "", email: null, phone: null, notes: "", tags: [], marketingConsent: false, anonymisedAt: now })
    .where(eq(guests.id, guestId));
  return counts;
}

/** Waitlist entries whose day is long past: the retention job removes them with the enquiries. */
export const staleWaitlistEntries = (cutoffDay: string) =>
  and(lt(waitlistEntries.date, cutoffDay), lt(waitlistEntries.updatedAt, new Date(`${cutoffDay}T00:00:00Z`)));
