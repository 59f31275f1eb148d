import "server-only";
import { after } from "next/server";
import type { z } from "zod";
import { mailConfig, runOutbox } from "@/lib/email/delivery";
import { CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema } from "@/lib/forms/contact";
import { EVENT_FIELDS, EVENT_REQUIRED, makeEventSchema } from "@/lib/forms/event";
import type { FormState } from "@/lib/forms/form-state";
import type { EnquiryFormType } from "@/lib/forms/messages";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, makeNewsletterSchema } from "@/lib/forms/newsletter";
import {
  RESERVATION_FIELDS,
  RESERVATION_REQUIRED,
  makeReservationSchema,
  type ReservationSchema,
} from "@/lib/forms/reservation";
import { isCalendarDate } from "@/lib/forms/field-schemas";
import { systemClock, type Clock } from "@/lib/forms/field-lists";
import { readConfirmedCovers } from "@/lib/reservations/booking-read";
import { dayPlan, type BookingRules } from "@/lib/reservations/booking-rules";
import { getBookingRules } from "@/lib/reservations/queries";
import {
  contactRow,
  eventRow,
  newsletterRow,
  reservationRow,
  saveEnquiry,
  type EnquiryRow,
  type SaveDeps,
} from "../enquiries/store";
import { runPublicAction, type PublicActionConfig, type PublicActionContext } from "../actions/public-action";

// Read per submission: the environment is validated on first use, not at import.
const deps = (): SaveDeps => ({ mail: mailConfig(), deliver: runOutbox, schedule: (task) => after(task) });

function formConfig<S extends z.ZodType>(
  formType: EnquiryFormType,
  fields: readonly string[],
  required: readonly string[],
  makeSchema: () => S,
  toRow: (data: z.output<S>) => EnquiryRow,
): PublicActionConfig<S> {
  return {
    formType,
    fields,
    required,
    schema: () => makeSchema(),
    run: async (data, { db }) => void (await saveEnquiry(db, toRow(data), deps())),
  };
}

export const newsletterForm = formConfig(
  "newsletter",
  NEWSLETTER_FIELDS,
  NEWSLETTER_REQUIRED,
  makeNewsletterSchema,
  newsletterRow,
);

export function reservationFormWith(
  loadRules: () => Promise<BookingRules | null>,
  opts: { clock?: Clock; save?: SaveDeps } = {},
): PublicActionConfig<ReservationSchema> {
  const clock = opts.clock ?? systemClock;
  return {
    formType: "reservation",
    fields: RESERVATION_FIELDS,
    required: RESERVATION_REQUIRED,
    schema: async ({ values, phone, db }) => {
      const rules = await loadRules();
      const date = values.date?.trim() ?? "";
      const plan = rules !== null && isCalendarDate(date) ? dayPlan(rules, date) : null;
      const limited = plan !== null && plan.coversLimit !== null && plan.times.includes(values.time?.trim() ?? "");
      const covers = limited ? await readConfirmedCovers(await db(), date) : null;
      return makeReservationSchema({
        clock,
        phone,
        rules,
        confirmedCovers: covers ? (d, t) => (d === date ? (covers.get(t) ?? 0) : undefined) : undefined,
      });
    },
    run: async (data, { db }) => void (await saveEnquiry(db, reservationRow(data), opts.save ?? deps())),
  };
}

export const reservationForm = reservationFormWith(getBookingRules);

export const contactForm = formConfig("contact", CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema, contactRow);

export const eventForm = formConfig("event", EVENT_FIELDS, EVENT_REQUIRED, makeEventSchema, eventRow);

export function runEnquiryForm(
  form: EnquiryFormType,
  formData: FormData,
  ctx: PublicActionContext,
): Promise<FormState> {
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
