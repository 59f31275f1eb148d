import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { enquiries, type Enquiry } from "@/lib/db/schema";
import { addDays, londonNow } from "@/lib/time/london";
import { composeGuestEmail, guestFactsOf, mailContext, manageBookingUrl, type MailConfig } from "@/features/enquiries";
import { enqueueEmail, loadTemplate, type TemplateKey } from "@/features/outbox";
import { readSiteSettings, type BookingEmailSettings } from "@/features/settings";

// The e-mails a booking sends by itself. Each is claimed like the outbox claims a row: the booking is
// locked FOR UPDATE SKIP LOCKED, marked and its e-mail queued in one transaction, so two servers and
// the cron route running at once queue it once. Delivery (and its retries) is the outbox's.

/** When the booking starts, in London, as a timestamp. */
const startsAt = sql`((${enquiries.preferredDate} + ${enquiries.preferredTime}) at time zone 'Europe/London')`;
/** "yyyy-MM-dd HH:mm": the booking a reminder was sent for, so a moved booking is reminded again. */
const bookedFor = sql`(to_char(${enquiries.preferredDate}, 'YYYY-MM-DD') || ' ' || to_char(${enquiries.preferredTime}, 'HH24:MI'))`;

async function claimDueReminder(tx: Database, hours: number, now: Date): Promise<Enquiry | null> {
  const at = now.toISOString();
  const due = sql`(
    select ${enquiries.id} from ${enquiries}
    where ${enquiries.formType} = 'reservation' and ${enquiries.status} = 'confirmed'
      and ${enquiries.email} is not null
      and ${enquiries.preferredDate} is not null and ${enquiries.preferredTime} is not null
      and ${enquiries.reminderSentFor} is distinct from ${bookedFor}
      and ${startsAt} > ${at}::timestamptz
      and ${startsAt} - make_interval(hours => ${hours}) <= ${at}::timestamptz
      and coalesce(${enquiries.handledAt}, ${enquiries.createdAt}) <= ${startsAt} - make_interval(hours => ${hours})
    order by ${enquiries.preferredDate}, ${enquiries.preferredTime}
    limit 1
    for update skip locked
  )`;
  const [row] = await tx.update(enquiries).set({ reminderSentFor: bookedFor }).where(eq(enquiries.id, due)).returning();
  return row ?? null;
}

async function claimDueThankYou(tx: Database, now: Date): Promise<Enquiry | null> {
  const { date: today, minutes } = londonNow(now);
  // "The morning after": from 09:00 London on the next day, and only for yesterday's or the day before's visits.
  if (minutes < 9 * 60) return null;
  const due = sql`(
    select ${enquiries.id} from ${enquiries}
    where ${enquiries.formType} = 'reservation' and ${enquiries.status} = 'seated'
      and ${enquiries.email} is not null and ${enquiries.thankYouSentAt} is null
      and ${enquiries.preferredDate} between ${addDays(today, -2)}::date and ${addDays(today, -1)}::date
    order by ${enquiries.preferredDate}
    limit 1
    for update skip locked
  )`;
  const [row] = await tx.update(enquiries).set({ thankYouSentAt: now }).where(eq(enquiries.id, due)).returning();
  return row ?? null;
}

/** What a booking's own e-mail adds to its template, filled in with the booking's details. */
type OwnEmail = Omit<Parameters<typeof composeGuestEmail>[0], "enquiry" | "ctx" | "subject" | "body" | "fill">;

async function queueEach(
  db: Database,
  opts: { limit: number; config: MailConfig; template: TemplateKey },
  claim: (tx: Database) => Promise<Enquiry | null>,
  compose: (row: Enquiry) => OwnEmail,
): Promise<number> {
  let queued = 0;
  for (let i = 0; i < opts.limit; i++) {
    const done = await db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const row = await claim(tx);
      if (!row?.email) return false;
      const [ctx, template] = await Promise.all([mailContext(tx, opts.config), loadTemplate(tx, opts.template)]);
      const enquiry = { ...guestFactsOf(row), email: row.email };
      const { subject, body } = template;
      await enqueueEmail(tx, composeGuestEmail({ enquiry, ctx, subject, body, fill: true, ...compose(row) }));
      return true;
    });
    if (!done) break;
    queued++;
  }
  return queued;
}

export interface BookingMailResult {
  reminders: number;
  thankYous: number;
}

/** Queues every reminder and thank-you now due. Safe to run from any number of servers at once. */
export async function queueBookingMail(
  db: Database,
  opts: { now: Date; config: MailConfig; limit?: number; settings?: BookingEmailSettings },
): Promise<BookingMailResult> {
  const settings = opts.settings ?? (await readSiteSettings(db)).bookingEmails;
  const limit = opts.limit ?? 100;
  const { config, now } = opts;
  const reminders = settings.remindersOn
    ? await queueEach(
        db,
        { limit, config, template: "reminder_reservation" },
        (tx) => claimDueReminder(tx, settings.reminderHours, now),
        (row) => {
          const url = (answer?: "coming" | "cancel") => manageBookingUrl(config.siteUrl, config.secret, row.id, answer);
          return {
            kind: "reminder",
            details: true,
            links: [
              { label: "I'm coming", url: url("coming") },
              { label: "I can't make it", url: url("cancel") },
              { label: "Change or add a note", url: url() },
            ],
          };
        },
      )
    : 0;
  const thankYous =
    settings.thankYouOn && settings.reviewUrl
      ? await queueEach(
          db,
          { limit, config, template: "thank_you_reservation" },
          (tx) => claimDueThankYou(tx, now),
          () => ({
            kind: "thank_you",
            values: { review_url: settings.reviewUrl },
            links: [{ label: "Leave a review", url: settings.reviewUrl }],
          }),
        )
      : 0;
  return { reminders, thankYous };
}
