import type { Database } from "@/lib/db/client";
import type { WaitlistEntry } from "@/lib/db/schema";
import { formatTime12 } from "@/lib/time/clock";
import { formatLongCalendarDate, londonDateOf, toLondonLocalValue } from "@/lib/time/london";
import { composeGuestEmail, mailContext, nameForAcknowledgement, type MailConfig } from "@/features/enquiries";
import { loadTemplate, type OutgoingEmail } from "@/features/outbox";
import { waitlistOfferUrl } from "./waitlist-link";

// A waiting guest is not an enquiry, so their e-mails belong to none (`enquiryId` null) while using the
// same layout, fields and staff-edited templates as a booking's.

function asGuest(e: WaitlistEntry, name: string) {
  return {
    id: e.id,
    formType: "reservation" as const,
    name,
    email: e.email,
    preferredDate: e.date,
    preferredTime: e.time,
    guests: e.party,
    eventType: null,
  };
}

/** "9:15pm on Friday 27 November 2026": when an offer lapses, in London. */
export function offerDeadlineText(expiresAt: Date): string {
  return `${formatTime12(toLondonLocalValue(expiresAt).slice(11, 16))} on ${formatLongCalendarDate(londonDateOf(expiresAt))}`;
}

/** The guest's acknowledgement: it repeats at most a name's length of what they typed, never a link. */
export async function waitlistAcknowledgement(db: Database, e: WaitlistEntry, config: MailConfig) {
  const [ctx, template] = await Promise.all([mailContext(db, config), loadTemplate(db, "ack_waitlist")]);
  const mail = composeGuestEmail({
    kind: "acknowledgement",
    enquiry: asGuest(e, nameForAcknowledgement(e.name)),
    ctx,
    subject: template.subject,
    body: template.body,
    fill: true,
    details: true,
  });
  return { ...mail, enquiryId: null } satisfies OutgoingEmail;
}

export async function waitlistOffer(db: Database, e: WaitlistEntry & { offerExpiresAt: Date }, config: MailConfig) {
  const [ctx, template] = await Promise.all([mailContext(db, config), loadTemplate(db, "offer_waitlist")]);
  const mail = composeGuestEmail({
    kind: "waitlist_offer",
    enquiry: asGuest(e, e.name),
    ctx,
    subject: template.subject,
    body: template.body,
    fill: true,
    details: true,
    values: { offer_expires: offerDeadlineText(e.offerExpiresAt) },
    links: [{ label: "Accept this table", url: waitlistOfferUrl(config.siteUrl, config.secret, e.id) }],
  });
  return { ...mail, enquiryId: null } satisfies OutgoingEmail;
}
