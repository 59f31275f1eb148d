import { and, eq, exists, inArray, isNull, lt, not, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { activityLog, enquiries, guests, waitlistEntries } from "@/lib/db/schema";
import { readSiteSettings } from "@/features/settings";
import { anonymiseEnquiries, staleWaitlistEntries } from "./erase";

/** Who the activity log names for the job's own rows. */
export const RETENTION_ACTOR = "retention (scheduled)";
/** How many guests one run anonymises; the next run takes the rest. */
const GUESTS_PER_RUN = 500;

export interface RetentionResult {
  guests: number;
  enquiries: number;
  emails: number;
}

/** The moment before which no activity means "kept too long": `months` calendar months before now. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Anonymises the guests and enquiries with no activity since the cutoff. A guest's activity is their
 * latest enquiry, booking (its day counts) or sign-up; an enquiry's is its last change or its day. A
 * guest still subscribed to the newsletter is active by their own choice and stays. Guests are claimed
 * with SKIP LOCKED, so two servers or a cron call beside the clock never take the same one, and only
 * rows not yet anonymised are touched, so a second run changes nothing more. The log says how many.
 */
export async function runRetention(db: Database, now: Date = new Date()): Promise<RetentionResult> {
  const { bookings } = await readSiteSettings(db);
  const cutoff = retentionCutoff(now, bookings.retentionMonths);
  const cutoffDay = cutoff.toISOString().slice(0, 10);

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const stillSubscribed = exists(
      tx
        .select({ one: sql`1` })
        .from(enquiries)
        .where(
          and(
            eq(enquiries.guestId, guests.id),
            eq(enquiries.formType, "newsletter"),
            eq(enquiries.status, "subscribed"),
          ),
        ),
    );
    const claimed = await tx
      .select({ id: guests.id, email: guests.email })
      .from(guests)
      .where(and(isNull(guests.anonymisedAt), lt(guests.lastActivityAt, cutoff), not(stillSubscribed)))
      .limit(GUESTS_PER_RUN)
      .for("update", { skipLocked: true });
    const ids = claimed.map((g) => g.id);

    let erasedEnquiries = 0;
    let erasedEmails = 0;
    if (ids.length) {
      const forGuests = await anonymiseEnquiries(tx, inArray(enquiries.guestId, ids), now);
      erasedEnquiries += forGuests.enquiries;
      erasedEmails += forGuests.emails;
      for (const guest of claimed.filter((g) => g.email)) {
        erasedEmails += (await anonymiseEnquiries(tx, sql`false`, now, guest.email)).emails;
      }
      await tx
        .update(guests)
        .set({ name: "", email: null, phone: null, notes: "", tags: [], marketingConsent: false, anonymisedAt: now })
        .where(inArray(guests.id, ids));
    }

    // Old enquiries of guests who are still active: each is inactive on its own.
    const stale = await anonymiseEnquiries(
      tx,
      and(
        lt(enquiries.updatedAt, cutoff),
        sql`coalesce(${enquiries.preferredDate}, ${enquiries.createdAt}::date) < ${cutoffDay}::date`,
        sql`not (${enquiries.formType} = 'newsletter' and ${enquiries.status} = 'subscribed')`,
      )!,
      now,
    );
    erasedEnquiries += stale.enquiries;
    erasedEmails += stale.emails;
    await tx.delete(waitlistEntries).where(staleWaitlistEntries(cutoffDay));

    const result = { guests: ids.length, enquiries: erasedEnquiries, emails: erasedEmails };
    if (result.guests + result.enquiries > 0) {
      await tx.insert(activityLog).values({
        actorEmail: RETENTION_ACTOR,
        action: "guests.retention",
        entity: "guest",
        entityId: null,
        summary: `Anonymised ${plural(result.guests, "guest")} and ${plural(result.enquiries, "enquiry", "enquiries")} with no activity for ${bookings.retentionMonths} months`,
        before: null,
        after: result,
      });
    }
    return result;
  });
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
