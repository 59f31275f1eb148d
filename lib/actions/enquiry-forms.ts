import "server-only";
import { after } from "next/server";
import { mailConfig, runOutbox } from "@/lib/email/delivery";
import { CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema } from "@/lib/validation/contact";
import { EVENT_FIELDS, EVENT_REQUIRED, makeEventSchema } from "@/lib/validation/event";
import type { FormState } from "@/lib/validation/form-state";
import type { EnquiryFormType } from "@/lib/validation/messages";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, makeNewsletterSchema } from "@/lib/validation/newsletter";
import { RESERVATION_FIELDS, RESERVATION_REQUIRED, makeReservationSchema } from "@/lib/validation/reservation";
import { contactRow, eventRow, newsletterRow, reservationRow, saveEnquiry, type SaveDeps } from "./enquiry-store";
import { runPublicAction, type PublicActionConfig, type PublicActionContext } from "./public-action";

/* The four public enquiry forms (SPEC §7), shared by the server actions and the no-JavaScript route. */

// Read per submission: the environment is validated on first use, not at import.
const deps = (): SaveDeps => ({ mail: mailConfig(), deliver: runOutbox, schedule: (task) => after(task) });

export const newsletterForm: PublicActionConfig<ReturnType<typeof makeNewsletterSchema>> = {
  formType: "newsletter",
  fields: NEWSLETTER_FIELDS,
  required: NEWSLETTER_REQUIRED,
  schema: makeNewsletterSchema,
  run: async (data, { db }) => void (await saveEnquiry(db, newsletterRow(data), deps())),
};

export const reservationForm: PublicActionConfig<ReturnType<typeof makeReservationSchema>> = {
  formType: "reservation",
  fields: RESERVATION_FIELDS,
  required: RESERVATION_REQUIRED,
  schema: () => makeReservationSchema(),
  run: async (data, { db }) => void (await saveEnquiry(db, reservationRow(data), deps())),
};

export const contactForm: PublicActionConfig<ReturnType<typeof makeContactSchema>> = {
  formType: "contact",
  fields: CONTACT_FIELDS,
  required: CONTACT_REQUIRED,
  schema: makeContactSchema,
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
