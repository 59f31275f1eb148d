import { tables, type Database } from "@/lib/db";
import type { NewEnquiry } from "@/lib/db/schema";
import { newEnquiryEmails, type MailConfig } from "@/features/enquiries/guest-mail";
import { enqueueEmail } from "@/features/outbox";
import { activityMomentOf, findOrCreateGuest, grantMarketingConsent } from "@/features/guests";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import { readSiteSettings } from "@/features/settings";
import { fitAt, lockTheDay, readDayTables, tablesFollowStatus } from "@/features/tables";
import { toHHMM } from "@/lib/time/clock";
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
  /** A table request confirmed at once (instant confirmation on, and a table free): where it sits. */
  confirmedAt?: string | null;
}

export const INSTANT_CONFIRMATION_ACTOR = "instant confirmation";

/**
 * With instant confirmation on, a table request that fits a free table is stored confirmed and
 * seated there; otherwise it stays a request. The day is locked first, so two guests cannot both
 * be given the last table.
 */
async function confirmAtOnce(
  tx: Database,
  row: EnquiryRow,
): Promise<EnquiryRow & Pick<NewEnquiry, "handledBy" | "handledAt">> {
  // "9 or more" is not a size a table can be chosen for: staff ask the guest first.
  if (row.formType !== "reservation" || !row.preferredDate || !row.preferredTime || row.guestsAtLeast) return row;
  if (!(await readSiteSettings(tx)).bookings.instantConfirmation) return row;
  await lockTheDay(tx, row.preferredDate);
  const room = await readDayTables(tx, row.preferredDate);
  if (!room || !fitAt(room, toHHMM(row.preferredTime), row.guests ?? 1).ok) return row;
  return { ...row, status: "confirmed", handledBy: INSTANT_CONFIRMATION_ACTOR, handledAt: new Date() };
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
    const settled = await confirmAtOnce(tx, row);
    const insert = tx.insert(tables.enquiries).values({ ...settled, guestId });
    // Newsletter: the partial unique index on lower(email) turns a repeat sign-up into a no-op.
    const [inserted] = await (row.formType === "newsletter" ? insert.onConflictDoNothing() : insert).returning();
    if (!inserted) return null;
    // Only a sign-up that was stored gives consent: a guest who unsubscribed stays so when they sign up again.
    if (row.formType === "newsletter" && guestId) await grantMarketingConsent(tx, guestId);
    const seatedAt =
      inserted.status === "confirmed" && row.formType === "reservation"
        ? await tablesFollowStatus(tx, inserted, "requested", "confirmed")
        : null;
    await enqueueEmail(tx, ...(await newEnquiryEmails(tx, inserted, deps.mail)));
    return { ...inserted, seatedAt };
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
  return { id: stored.id, created: true, confirmedAt: stored.status === "confirmed" ? stored.seatedAt : undefined };
}
