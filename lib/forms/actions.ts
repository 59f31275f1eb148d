"use server";

import type { FormState } from "@/lib/forms/form-state";
import { contactForm, eventForm, newsletterForm, reservationForm } from "./enquiry-forms";
import { publicAction } from "../actions/public-action";

const newsletter = publicAction(newsletterForm);
const reservation = publicAction(reservationForm);
const contact = publicAction(contactForm);
const event = publicAction(eventForm);

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
