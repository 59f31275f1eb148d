import { and, count, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailOutbox, type Enquiry } from "@/lib/db/schema";
import { formatEnquiryEmail } from "@/features/enquiries/staff-notice";
import { site } from "@/lib/site";
import { readSiteSettings } from "@/features/settings";
import {
  loadTemplate,
  mailContextOf,
  oneClickUnsubscribeUrl,
  oneLine,
  renderEmailHtml,
  unsubscribeUrl,
  type MailConfig,
  type MailContext,
  type OutgoingEmail,
} from "@/features/outbox";
import { ACK_TEMPLATE, composeGuestEmail, nameForAcknowledgement, type GuestFacts } from "./guest-email";
import { composerText, confirmationIcs, emailActionsFor, prefill, templateFor } from "./emails";
import { manageLinksOf } from "./booking-link";

export type { MailConfig };

export async function mailContext(db: Database, config: MailConfig): Promise<MailContext> {
  const settings = await readSiteSettings(db);
  return mailContextOf({
    restaurantName: site.name,
    tagline: site.tagline,
    contact: settings.contact,
    siteUrl: config.siteUrl,
    mailFrom: config.mailFrom,
  });
}

export function guestFactsOf(e: Enquiry): GuestFacts {
  return {
    id: e.id,
    formType: e.formType,
    name: e.name,
    email: e.email,
    preferredDate: e.preferredDate,
    preferredTime: e.preferredTime,
    guests: e.guests,
    guestsAtLeast: e.guestsAtLeast,
    eventType: e.eventType,
  };
}

/** Anyone can type anyone's address: past this many a day, an address gets no more acknowledgements. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 3;

async function acknowledgementsSentTo(db: Database, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`,
        gt(emailOutbox.createdAt, since),
        inArray(emailOutbox.kind, ["acknowledgement", "newsletter_welcome", "confirm"]),
      ),
    );
  return row?.count ?? 0;
}

/** Whether `address` may get one more acknowledgement now: fewer than the daily cap in the last 24 hours. */
export async function mayAcknowledge(db: Database, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return (await acknowledgementsSentTo(db, address, since)) < ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY;
}

/**
 * The confirmation of a booking no one wrote by hand (a phone booking, an accepted waitlist offer,
 * instant confirmation): the confirm template filled in, the calendar invitation and the links to
 * change or cancel.
 */
export async function bookingConfirmationEmail(
  db: Database,
  guest: GuestFacts & { email: string },
  config: MailConfig,
  now: Date,
): Promise<OutgoingEmail> {
  const [ctx, template] = await Promise.all([
    mailContext(db, config),
    loadTemplate(db, templateFor("confirm", "reservation")),
  ]);
  return composeGuestEmail({
    kind: "confirm",
    enquiry: guest,
    ctx,
    subject: template.subject,
    body: template.body,
    fill: true,
    ics: confirmationIcs(guest, ctx, now),
    links: manageLinksOf(guest, config),
  });
}

// The guest's copy never repeats their message, and repeats at most the start of their name.
export async function newEnquiryEmails(
  db: Database,
  stored: Enquiry,
  config: MailConfig,
  now: Date = new Date(),
): Promise<OutgoingEmail[]> {
  const ctx = await mailContext(db, config);
  const out: OutgoingEmail[] = [];
  const facts = { ...guestFactsOf(stored), name: nameForAcknowledgement(stored.name) };
  const confirmedAtOnce = stored.formType === "reservation" && stored.status === "confirmed";
  if (stored.email && confirmedAtOnce && (await mayAcknowledge(db, stored.email, now))) {
    // Instant confirmation: the guest's first e-mail is the confirmation itself, with its calendar invitation.
    out.push(await bookingConfirmationEmail(db, { ...facts, email: stored.email }, config, now));
  } else if (stored.email && (await mayAcknowledge(db, stored.email, now))) {
    const templateKey = ACK_TEMPLATE[stored.formType];
    const template = await loadTemplate(db, templateKey);
    const newsletter = stored.formType === "newsletter";
    out.push(
      composeGuestEmail({
        kind: newsletter ? "newsletter_welcome" : "acknowledgement",
        enquiry: { ...facts, email: stored.email },
        ctx,
        subject: template.subject,
        body: template.body,
        fill: true,
        details: true,
        links: manageLinksOf(facts, config),
        unsubscribeUrl: newsletter ? unsubscribeUrl(config.siteUrl, config.secret, stored.id) : undefined,
        listUnsubscribeUrl: newsletter ? oneClickUnsubscribeUrl(config.siteUrl, config.secret, stored.id) : undefined,
      }),
    );
  }
  if (config.notifyEmail) out.push(staffNotice(stored, ctx, config.notifyEmail, config.siteUrl));
  return out;
}

function staffNotice(stored: Enquiry, ctx: MailContext, notifyEmail: string, siteUrl: string): OutgoingEmail {
  const { subject, text } = formatEnquiryEmail({ ...stored, email: stored.email ?? "" });
  const link = `${siteUrl}/admin/enquiries/${stored.id}`;
  const body = `${text}\nOpen it in the admin: ${link}\n`;
  const paragraphs = [`A new enquiry arrived on the website.`, text.trim(), `Open it in the admin: ${link}`];
  return {
    kind: "staff_notice",
    enquiryId: stored.id,
    to: notifyEmail,
    fromName: `${ctx.fromName} website`,
    fromAddress: ctx.fromAddress,
    replyTo: stored.email,
    subject: oneLine(subject),
    html: renderEmailHtml(subject, { preheader: subject, paragraphs }, ctx.facts),
    text: body,
    headers: {},
    ics: null,
  };
}

export async function composerOptionsFor(db: Database, enquiry: Enquiry, config: MailConfig) {
  const ctx = await mailContext(db, config);
  const guest = guestFactsOf(enquiry);
  return Promise.all(
    emailActionsFor(enquiry.formType).map(async (action) => ({
      ...composerText(action, enquiry.formType, enquiry.status, enquiry.name),
      ...prefill(await loadTemplate(db, templateFor(action, enquiry.formType)), guest, ctx),
    })),
  );
}
