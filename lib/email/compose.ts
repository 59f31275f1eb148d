import type { Enquiry } from "@/lib/db/schema";
import { eventTypeLabel } from "@/lib/enquiries/labels";
import { formatTime12 } from "@/lib/hours/format";
import { formatLongCalendarDate as longDate } from "@/lib/time/london";
import { addressLinesOf } from "@/lib/settings/derive";
import type { ContactSettings } from "@/lib/settings/types";
import { renderEmailHtml, renderEmailText, type EmailContent, type EmailFacts } from "./render";
import { fillTemplate, paragraphsOf, type TemplateKey, type TemplateValues } from "./templates";

/** Guests' e-mails spell dates out in full. */
export { longDate };

export interface OutgoingEmail {
  kind: EmailKind;
  enquiryId: string | null;
  to: string;
  fromName: string;
  fromAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  ics: string | null;
}

export const KIND_LABELS = {
  acknowledgement: "Acknowledgement",
  newsletter_welcome: "Newsletter welcome",
  staff_notice: "Staff notification",
  confirm: "Confirmation",
  decline: "Decline",
  reply: "Reply",
} as const;
export type EmailKind = keyof typeof KIND_LABELS;

export interface MailContext {
  facts: EmailFacts;
  fromName: string;
  fromAddress: string;
  replyTo: string;
}

export function mailContextOf(input: {
  restaurantName: string;
  tagline: string;
  contact: ContactSettings;
  siteUrl: string;
  mailFrom?: string;
}): MailContext {
  const { contact } = input;
  return {
    facts: {
      restaurantName: input.restaurantName,
      tagline: input.tagline,
      phone: contact.phone,
      email: contact.email,
      addressLines: addressLinesOf(contact),
      siteUrl: input.siteUrl,
    },
    fromName: input.restaurantName,
    fromAddress: input.mailFrom ?? contact.email,
    replyTo: contact.email,
  };
}

export type GuestFacts = Pick<
  Enquiry,
  "id" | "formType" | "name" | "email" | "preferredDate" | "preferredTime" | "guests" | "eventType"
>;

export function templateValuesOf(e: GuestFacts, ctx: MailContext): TemplateValues {
  return {
    guest_name: e.name,
    date: e.preferredDate ? longDate(e.preferredDate) : "",
    time: e.preferredTime ? formatTime12(e.preferredTime.slice(0, 5)) : "",
    party_size: e.guests != null ? String(e.guests) : "",
    event_type: (eventTypeLabel(e.eventType) ?? "event").toLowerCase(),
    restaurant_name: ctx.facts.restaurantName,
    restaurant_phone: ctx.facts.phone,
    restaurant_email: ctx.facts.email,
    restaurant_address: ctx.facts.addressLines.join(", "),
  };
}

export function bookingDetailsOf(e: GuestFacts): [string, string][] {
  const rows: [string, string | null][] = [];
  if (e.formType === "reservation") {
    rows.push(
      ["Date", e.preferredDate ? longDate(e.preferredDate) : null],
      ["Time", e.preferredTime ? formatTime12(e.preferredTime.slice(0, 5)) : null],
      ["Guests", e.guests != null ? String(e.guests) : null],
    );
  } else if (e.formType === "event") {
    rows.push(
      ["Event", eventTypeLabel(e.eventType)],
      ["Date", e.preferredDate ? longDate(e.preferredDate) : null],
      ["Guests", e.guests != null ? String(e.guests) : null],
    );
  }
  return rows.filter((r): r is [string, string] => r[1] != null && r[1] !== "");
}

export const ACK_TEMPLATE: Record<GuestFacts["formType"], TemplateKey> = {
  reservation: "ack_reservation",
  event: "ack_event",
  contact: "ack_contact",
  newsletter: "newsletter_welcome",
};

export interface GuestEmailInput {
  kind: EmailKind;
  enquiry: GuestFacts & { email: string };
  ctx: MailContext;
  subject: string;
  body: string;
  fill: boolean;
  details?: boolean;
  unsubscribeUrl?: string;
  listUnsubscribeUrl?: string;
  ics?: string | null;
}

export function composeGuestEmail(input: GuestEmailInput): OutgoingEmail {
  const values = templateValuesOf(input.enquiry, input.ctx);
  const subject = oneLine(input.fill ? fillTemplate(input.subject, values) : input.subject);
  const paragraphs = paragraphsOf(input.fill ? fillTemplate(input.body, values) : input.body);
  const content: EmailContent = {
    preheader: paragraphs[1] ?? subject,
    paragraphs,
    details: input.details ? bookingDetailsOf(input.enquiry) : undefined,
    unsubscribeUrl: input.unsubscribeUrl,
  };
  const headers: Record<string, string> = {};
  if (input.listUnsubscribeUrl) {
    headers["List-Unsubscribe"] = `<${input.listUnsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    kind: input.kind,
    enquiryId: input.enquiry.id,
    to: input.enquiry.email,
    fromName: input.ctx.fromName,
    fromAddress: input.ctx.fromAddress,
    replyTo: input.ctx.replyTo,
    subject,
    html: renderEmailHtml(subject, content, input.ctx.facts),
    text: renderEmailText(content, input.ctx.facts),
    headers,
    ics: input.ics ?? null,
  };
}

/** Headers are one line: a newline in a subject would start a new header. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}
