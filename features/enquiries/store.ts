import { tables, type Database } from "@/lib/db";
import type { NewEnquiry } from "@/lib/db/schema";
import { newEnquiryEmails, type MailConfig } from "@/features/enquiries/guest-mail";
import { enqueueEmail } from "@/features/outbox";
import { activityMomentOf, findOrCreateGuest, grantMarketingConsent } from "@/features/guests";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import type { ContactData } from "@/features/enquiries/contact-form-schema";
import type { EventData } from "@/features/enquiries/event-form-schema";

export const SOURCE_PAGE = {
  newsletter: "home",
  reservation: "reservations",
  contact: "contact",
  event: "events",
} as const;

export type EnquiryRow = Omit<
  NewEnquiry,
  "id" | "createdAt" | "updatedAt" | "internalNote" | "handledBy" | "handledAt"
>;

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
  mail: MailConfig;
  deliver: () => Promise<unknown>;
  schedule: (task: () => Promise<void>) => void;
}

export interface SaveResult {
  id: string | null;
  created: boolean;
}

// SMTP never delays or fails a submission: delivery runs after the answer; an e-mail waits in the outbox.
export async function saveEnquiry(db: Database, row: EnquiryRow, deps: SaveDeps): Promise<SaveResult> {
  const stored = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const guestId = await findOrCreateGuest(tx, {
      name: row.name,
      email: row.email,
      phone: row.phone,
      activityAt: activityMomentOf(new Date(), row.formType === "reservation" ? row.preferredDate : null),
    });
    const insert = tx.insert(tables.enquiries).values({ ...row, guestId });
    // Newsletter: the partial unique index on lower(email) turns a repeat sign-up into a no-op.
    const [inserted] = await (row.formType === "newsletter" ? insert.onConflictDoNothing() : insert).returning();
    if (!inserted) return null;
    // Only a sign-up that was stored gives consent: a guest who unsubscribed stays so when they sign up again.
    if (row.formType === "newsletter" && guestId) await grantMarketingConsent(tx, guestId);
    await enqueueEmail(tx, ...(await newEnquiryEmails(tx, inserted, deps.mail)));
    return inserted;
  });
  if (!stored) return { id: null, created: false };

  deps.schedule(async () => {
    try {
      await deps.deliver();
    } catch (err) {
      console.error(
        `[outbox] delivery after enquiry ${stored.id} failed (the e-mails wait in the outbox): ${errorWithoutPersonalData(err)}`,
      );
    }
  });
  return { id: stored.id, created: true };
}
