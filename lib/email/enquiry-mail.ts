import type { Enquiry } from "@/lib/db/schema";
import type { EnquiryEmailAction } from "@/lib/validation/email-admin";
import { templateValuesOf, type GuestFacts, type MailContext } from "./compose";
import { reservationIcs } from "./ics";
import { fillTemplate, type TemplateKey } from "./templates";

/** Which actions an enquiry of each type offers: confirm and decline are for bookings. */
export function emailActionsFor(formType: Enquiry["formType"]): EnquiryEmailAction[] {
  return formType === "reservation" || formType === "event" ? ["confirm", "decline", "reply"] : ["reply"];
}

export function templateFor(action: EnquiryEmailAction, formType: Enquiry["formType"]): TemplateKey {
  if (action === "reply") return "reply";
  return `${action}_${formType === "event" ? "event" : "reservation"}` as TemplateKey;
}

/** The composer's starting text: the template with this enquiry's values filled in, for staff to edit. */
export function prefill(template: { subject: string; body: string }, guest: GuestFacts, ctx: MailContext): { subject: string; body: string } {
  const values = templateValuesOf(guest, ctx);
  return { subject: fillTemplate(template.subject, values), body: fillTemplate(template.body, values) };
}

/** How long the calendar holds a table for: a dinner, starters to tea. */
export const TABLE_MINUTES = 120;

/** The invitation a confirmed reservation carries; null without a date and time to put in it. */
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
