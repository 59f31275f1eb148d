import type { Enquiry } from "@/lib/db/schema";
import {
  type EnquiryEmailAction,
  type MailContext,
  reservationIcs,
  fillTemplate,
  type TemplateKey,
} from "@/features/outbox";
import { templateValuesOf, type GuestFacts } from "./guest-email";

export function emailActionsFor(formType: Enquiry["formType"]): EnquiryEmailAction[] {
  return formType === "reservation" || formType === "event" ? ["confirm", "decline", "reply"] : ["reply"];
}

export function templateFor(action: EnquiryEmailAction, formType: Enquiry["formType"]): TemplateKey {
  if (action === "reply") return "reply";
  return `${action}_${formType === "event" ? "event" : "reservation"}` as TemplateKey;
}

export function prefill(
  template: { subject: string; body: string },
  guest: GuestFacts,
  ctx: MailContext,
): { subject: string; body: string } {
  const values = templateValuesOf(guest, ctx);
  return { subject: fillTemplate(template.subject, values), body: fillTemplate(template.body, values) };
}

export const TABLE_MINUTES = 120;

export function confirmationIcs(guest: GuestFacts & { email: string }, ctx: MailContext, stamp: Date): string | null {
  if (!guest.preferredDate || !guest.preferredTime) return null;
  const host = new URL(ctx.facts.siteUrl).hostname;
  const party = guest.guests != null ? `Table for ${guest.guests}` : "Your table";
  return reservationIcs({
    // Stable per enquiry: a second confirmation updates the guest's calendar entry instead of adding one.
    uid: `reservation-${guest.id}@${host}`,
    date: guest.preferredDate,
    time: guest.preferredTime.slice(0, 5),
    durationMinutes: TABLE_MINUTES,
    summary: `${party} at ${ctx.facts.restaurantName}`,
    location: [ctx.facts.restaurantName, ...ctx.facts.addressLines].join(", "),
    description: `${party} at ${ctx.facts.restaurantName}. To change or cancel, call ${ctx.facts.phone}.`,
    organizerName: ctx.facts.restaurantName,
    organizerEmail: ctx.replyTo,
    attendeeEmail: guest.email,
    stamp,
  });
}

export interface ComposerText {
  action: EnquiryEmailAction;
  label: string;
  title: string;
  effect: string;
}

export function composerText(
  action: EnquiryEmailAction,
  formType: Enquiry["formType"],
  status: string,
  guestName: string,
): ComposerText {
  const thing = formType === "event" ? "event" : "reservation";
  if (action === "confirm") {
    return {
      action,
      label: "Confirm",
      title: `Confirm the ${thing}`,
      effect:
        formType === "reservation"
          ? "Sends this e-mail with a calendar invitation (.ics) and marks the reservation confirmed."
          : "Sends this e-mail and marks the event confirmed.",
    };
  }
  if (action === "decline")
    return {
      action,
      label: "Decline",
      title: `Decline the ${thing}`,
      effect: `Sends this e-mail and marks the ${thing} declined.`,
    };
  const moves =
    formType === "contact" && status === "new"
      ? "marks the message replied"
      : formType === "event" && status === "new"
        ? "marks the event in discussion"
        : null;
  return {
    action,
    label: "Reply",
    title: `Reply to ${guestName}`,
    effect: moves ? `Sends this e-mail and ${moves}.` : "Sends this e-mail; the status stays as it is.",
  };
}
