import "server-only";
import { after } from "next/server";
import { mailConfig, runOutbox } from "@/lib/email/delivery";
import { CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema } from "@/lib/forms/contact";
import { EVENT_FIELDS, EVENT_REQUIRED, makeEventSchema } from "@/lib/forms/event";
import type { FormState } from "@/lib/forms/form-state";
import type { EnquiryFormType } from "@/lib/forms/messages";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, makeNewsletterSchema } from "@/lib/forms/newsletter";
import { RESERVATION_FIELDS, RESERVATION_REQUIRED, makeReservationSchema, type ReservationSchema } from "@/lib/forms/reservation";
import { isCalendarDate } from "@/lib/forms/field-schemas";
import { systemClock, type Clock } from "@/lib/forms/field-lists";
import { readConfirmedCovers } from "@/lib/reservations/booking-read";
import { dayPlan, type BookingRules } from "@/lib/reservations/booking-rules";
import { getBookingRules } from "@/lib/reservations/queries";
import { contactRow, eventRow, newsletterRow, reservationRow, saveEnquiry, type SaveDeps } from "../enquiries/store";
import { runPublicAction, type PublicActionConfig, type PublicActionContext } from "../actions/public-action";

/* The four public enquiry forms (SPEC §7), shared by the server actions and the no-JavaScript route. */

// Read per submission: the environment is validated on first use, not at import.
const deps = (): SaveDeps => ({ mail: mailConfig(), deliver: runOutbox, schedule: (task) => after(task) });

export const newsletterForm: PublicActionConfig<ReturnType<typeof makeNewsletterSchema>> = {
  formType: "newsletter",
  fields: NEWSLETTER_FIELDS,
  required: NEWSLETTER_REQUIRED,
  schema: () => makeNewsletterSchema(),
  run: async (data, { db }) => void (await saveEnquiry(db, newsletterRow(data), deps())),
};

/**
 * The table request, re-checked against the booking rules: closed days, the day's slots and, when
 * the weekday has a covers limit, the covers already confirmed at the time asked for.
 */
export function reservationFormWith(loadRules: () => Promise<BookingRules | null>, opts: { clock?: Clock; save?: SaveDeps } = {}): PublicActionConfig<ReservationSchema> {
  const clock = opts.clock ?? systemClock;
  return {
    formType: "reservation",
    fields: RESERVATION_FIELDS,
    required: RESERVATION_REQUIRED,
    schema: async ({ values, phone, db }) => {
      const rules = await loadRules();
      const date = values.date?.trim() ?? "";
      const plan = rules !== null && isCalendarDate(date) ? dayPlan(rules, date) : null;
      // Covers are read only for a slot the day offers and a limit applies to.
      const limited = plan !== null && plan.coversLimit !== null && plan.times.includes(values.time?.trim() ?? "");
      const covers = limited ? await readConfirmedCovers(await db(), date) : null;
      return makeReservationSchema({ clock, phone, rules, confirmedCovers: covers ? (d, t) => (d === date ? (covers.get(t) ?? 0) : undefined) : undefined });
    },
    run: async (data, { db }) => void (await saveEnquiry(db, reservationRow(data), opts.save ?? deps())),
  };
}

export const reservationForm = reservationFormWith(getBookingRules);

export const contactForm: PublicActionConfig<ReturnType<typeof makeContactSchema>> = {
  formType: "contact",
  fields: CONTACT_FIELDS,
  required: CONTACT_REQUIRED,
  schema: () => makeContactSchema(),
  run: async (data, { db }) => void (await saveEnquiry(db, contactRow(data), deps())),
};

export const eventForm: PublicActionConfig<ReturnType<typeof makeEventSchema>> = {
  formType: "event",
  fields: EVENT_FIELDS,
  required: EVENT_REQUIRED,
  schema: () => makeEventSchema(),
  run: async (data, { db }) => void (await saveEnquiry(db, eventRow(data), deps())),
};

/** Runs one form's submission through publicAction's checks; `form` is already a known form type. */
export function runEnquiryForm(form: EnquiryFormType, formData: FormData, ctx: PublicActionContext): Promise<FormState> {
  switch (form) {
    case "newsletter":
      return runPublicAction(newsletterForm, formData, ctx);
    case "reservation":
      return runPublicAction(reservationForm, formData, ctx);
    case "contact":
      return runPublicAction(contactForm, formData, ctx);
    case "event":
      return runPublicAction(eventForm, formData, ctx);
  }
}
