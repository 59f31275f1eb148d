import { formatLongCalendarDate as longDate } from "@/lib/time/london";
import { addressLinesOf, type ContactSettings } from "@/features/settings";
import type { EmailFacts } from "./render";

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
  newsletter_campaign: "Newsletter",
  staff_notice: "Staff notification",
  confirm: "Confirmation",
  decline: "Decline",
  reply: "Reply",
  reminder: "Reminder",
  thank_you: "Thank you",
  waitlist_offer: "Waitlist offer",
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

/** Headers are one line: a newline in a subject would start a new header. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}
