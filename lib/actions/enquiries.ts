"use server";

import { after } from "next/server";
import { notifyStaff } from "@/lib/notify";
import type { FormState } from "@/lib/validation/form-state";
import { CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema } from "@/lib/validation/contact";
import { EVENT_FIELDS, EVENT_REQUIRED, makeEventSchema } from "@/lib/validation/event";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, makeNewsletterSchema } from "@/lib/validation/newsletter";
import { RESERVATION_FIELDS, RESERVATION_REQUIRED, makeReservationSchema } from "@/lib/validation/reservation";
import { contactRow, eventRow, newsletterRow, reservationRow, saveEnquiry, type SaveDeps } from "./enquiry-store";
import { publicAction } from "./public-action";

/* The four public enquiry actions (SPEC §7). Each re-checks the schema its form used. */

const deps: SaveDeps = { notify: notifyStaff, schedule: (task) => after(task) };

const newsletter = publicAction({
  formType: "newsletter",
  fields: NEWSLETTER_FIELDS,
  required: NEWSLETTER_REQUIRED,
  schema: makeNewsletterSchema,
  run: async (data, { db }) => void (await saveEnquiry(db, newsletterRow(data), deps)),
});

const reservation = publicAction({
  formType: "reservation",
  fields: RESERVATION_FIELDS,
  required: RESERVATION_REQUIRED,
  schema: () => makeReservationSchema(),
  run: async (data, { db }) => void (await saveEnquiry(db, reservationRow(data), deps)),
});

const contact = publicAction({
  formType: "contact",
  fields: CONTACT_FIELDS,
  required: CONTACT_REQUIRED,
  schema: makeContactSchema,
  run: async (data, { db }) => void (await saveEnquiry(db, contactRow(data), deps)),
});

const event = publicAction({
  formType: "event",
  fields: EVENT_FIELDS,
  required: EVENT_REQUIRED,
  schema: () => makeEventSchema(),
  run: async (data, { db }) => void (await saveEnquiry(db, eventRow(data), deps)),
});

export async function subscribeNewsletter(previous: FormState, formData: FormData): Promise<FormState> {
  return newsletter(previous, formData);
}

export async function requestReservation(previous: FormState, formData: FormData): Promise<FormState> {
  return reservation(previous, formData);
}

export async function sendContactMessage(previous: FormState, formData: FormData): Promise<FormState> {
  return contact(previous, formData);
}

export async function sendEventEnquiry(previous: FormState, formData: FormData): Promise<FormState> {
  return event(previous, formData);
}
