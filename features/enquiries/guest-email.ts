import type { Enquiry } from "@/lib/db/schema";
import { formatTime12 } from "@/lib/time/clock";
import { formatLondonDateTime, formatLongCalendarDate as longDate } from "@/lib/time/london";
import {
  fillTemplate,
  oneLine,
  paragraphsOf,
  renderEmailHtml,
  renderEmailText,
  type EmailContent,
  type EmailKind,
  type EmailLink,
  type MailContext,
  type OutgoingEmail,
  type TemplateKey,
  type TemplateValues,
} from "@/features/outbox";
import { eventTypeLabel } from "./labels";

export type GuestFacts = Pick<
  Enquiry,
  "id" | "formType" | "name" | "email" | "preferredDate" | "preferredTime" | "guests" | "eventType"
> &
  Partial<Pick<Enquiry, "guestsAtLeast">>;

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

const OPEN_PARTY_FOR_GUEST = (guests: number) =>
  `${guests} or more: please reply with the exact number of guests so we can set your table`;

export function bookingDetailsOf(e: GuestFacts): [string, string][] {
  const rows: [string, string | null][] = [];
  if (e.formType === "reservation") {
    rows.push(
      ["Date", e.preferredDate ? longDate(e.preferredDate) : null],
      ["Time", e.preferredTime ? formatTime12(e.preferredTime.slice(0, 5)) : null],
      ["Guests", e.guests == null ? null : e.guestsAtLeast ? OPEN_PARTY_FOR_GUEST(e.guests) : String(e.guests)],
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

export const ECHOED_NAME_MAX = 40;

const LINK_LIKE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)\S*|\S*[a-z0-9-]\.[a-z]{2,}(?:[/:?#]\S*)?(?=\s|$)/giu;

/**
 * An acknowledgement goes to whatever address was typed, so the typed name it repeats must not
 * carry a message to a stranger: no links, and no more than a name's length.
 */
export function nameForAcknowledgement(name: string): string {
  const withoutLinks = name.replace(LINK_LIKE, " ").replace(/\s+/g, " ").trim();
  const characters = Array.from(withoutLinks);
  let echoed = characters.slice(0, ECHOED_NAME_MAX).join("");
  const cutMidWord = characters.length > ECHOED_NAME_MAX && /\S/u.test(characters[ECHOED_NAME_MAX] ?? "");
  if (cutMidWord && echoed.includes(" ")) echoed = echoed.slice(0, echoed.lastIndexOf(" "));
  return echoed.trim().replace(/[\s,;:.\-–—]+$/u, "") || "guest";
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
  links?: EmailLink[];
  /** Fields beyond the enquiry's own, e.g. the review link of a thank-you. */
  values?: TemplateValues;
  unsubscribeUrl?: string;
  listUnsubscribeUrl?: string;
  ics?: string | null;
  /** What the guest wrote, quoted below the reply. */
  quote?: { message: string; receivedAt: Date } | null;
}

export function composeGuestEmail(input: GuestEmailInput): OutgoingEmail {
  const values = { ...templateValuesOf(input.enquiry, input.ctx), ...input.values };
  const subject = oneLine(input.fill ? fillTemplate(input.subject, values) : input.subject);
  const paragraphs = paragraphsOf(input.fill ? fillTemplate(input.body, values) : input.body);
  const content: EmailContent = {
    preheader: paragraphs[1] ?? subject,
    paragraphs,
    details: input.details ? bookingDetailsOf(input.enquiry) : undefined,
    links: input.links,
    quote: input.quote
      ? { intro: `On ${formatLondonDateTime(input.quote.receivedAt)} you wrote:`, text: input.quote.message.trim() }
      : undefined,
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
