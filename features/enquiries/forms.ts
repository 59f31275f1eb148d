import "server-only";
import { after } from "next/server";
import type { z } from "zod";
import { mailConfig, runOutbox } from "@/features/outbox";
import { CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema } from "@/features/enquiries/contact-form-schema";
import { EVENT_FIELDS, EVENT_REQUIRED, makeEventSchema } from "@/features/enquiries/event-form-schema";
import type { EnquiryFormType } from "@/lib/forms/messages";
import { contactRow, eventRow, saveEnquiry, type EnquiryRow, type SaveDeps } from "./store";
import type { PublicActionConfig } from "@/lib/actions/public-action";
import type { Database } from "@/lib/db/client";

// Read per submission: the environment is validated on first use, not at import.
export const enquiryMailDeps = (): SaveDeps => ({
  mail: mailConfig(),
  deliver: runOutbox,
  schedule: (task) => after(task),
});

/** A public form's last step: the row stored, its e-mails queued with it and sent after the answer. */
export async function storeEnquiry(db: Database, row: EnquiryRow): Promise<void> {
  await saveEnquiry(db, row, enquiryMailDeps());
}

/** Stores what the guest sent as an enquiry, with its e-mails, once the public guard steps have passed. */
export function formConfig<S extends z.ZodType>(
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
    run: (data, { db }) => storeEnquiry(db, toRow(data)),
  };
}

export const contactForm = formConfig("contact", CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema, contactRow);

export const eventForm = formConfig("event", EVENT_FIELDS, EVENT_REQUIRED, makeEventSchema, eventRow);
