"use client";

import { sendContactMessage } from "@/features/enquiries/actions";
import type { ContactInput } from "@/features/enquiries/contact-form-schema";
import { CONTACT_REQUIRED } from "@/lib/forms/field-lists";
import { EMAIL, NAME, PHONE, PublicForm, type FormSpec, type PublicFormProps } from "@/components/forms/public-form";

const CONTACT_FORM: FormSpec<ContactInput> = {
  type: "contact",
  action: sendContactMessage,
  schema: () => import("@/features/enquiries/contact-form-schema").then((m) => m.contactSchema),
  required: CONTACT_REQUIRED,
  heading: {
    eyebrow: "Write to us",
    title: "Send us a message",
    intro: "Questions, feedback or a special request: we read every message and reply personally.",
  },
  fields: [
    NAME,
    EMAIL,
    { ...PHONE, wide: true },
    { name: "message", label: "Message", kind: "textarea", rows: 6, wide: true },
  ],
  submit: { label: "Send Message", busyLabel: "Sending..." },
};

export const ContactFormClient = (props: PublicFormProps & { phone: string }) => (
  <PublicForm spec={CONTACT_FORM} {...props} />
);
