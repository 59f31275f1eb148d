import type { Database } from "@/lib/db/client";
import type { Enquiry } from "@/lib/db/schema";
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
import { ACK_TEMPLATE, composeGuestEmail, type GuestFacts } from "./guest-email";
import { composerText, emailActionsFor, prefill, templateFor } from "./emails";

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

// The guest's copy never repeats their message.
export async function newEnquiryEmails(db: Database, stored: Enquiry, config: MailConfig): Promise<OutgoingEmail[]> {
  const ctx = await mailContext(db, config);
  const out: OutgoingEmail[] = [];
  const facts = guestFactsOf(stored);
  if (stored.email) {
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
