"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { submitPublicForm } from "@/lib/actions/public-action";
import type { FormState } from "@/lib/forms/form-state";
import { mailConfig, runOutbox } from "@/features/outbox";
import { contactPhone } from "@/features/settings";
import { reservationActions } from "./changes";
import { reservationForm } from "./form";
import { waitlistForm } from "./waitlist-form";

export const { addPhoneBooking, saveBookingSlots, offerWaitlistTable } = adminActions(
  reservationActions({ mailConfig }),
  {
    deliverMail: runOutbox,
  },
);

export async function requestReservation(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitPublicForm(reservationForm, formData, contactPhone);
}

export async function joinWaitlist(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitPublicForm(waitlistForm, formData, contactPhone);
}
