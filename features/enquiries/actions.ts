"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { submitPublicForm } from "@/lib/actions/public-action";
import type { FormState } from "@/lib/forms/form-state";
import { mailConfig, runOutbox } from "@/features/outbox";
import { contactPhone } from "@/features/settings";
import { enquiryActions } from "./changes";
import { contactForm, eventForm } from "./forms";

export const { changeEnquiryStatus, saveEnquiryNote, deleteEnquiry, sendEnquiryEmail } = adminActions(
  enquiryActions({ mailConfig }),
  { deliverMail: runOutbox },
);

export async function sendContactMessage(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitPublicForm(contactForm, formData, contactPhone);
}

export async function sendEventEnquiry(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitPublicForm(eventForm, formData, contactPhone);
}
