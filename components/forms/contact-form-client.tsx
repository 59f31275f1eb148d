"use client";

import { sendContactMessage } from "@/lib/forms/actions";
import type { ContactInput } from "@/lib/forms/contact";
import { CONTACT_REQUIRED } from "@/lib/forms/field-lists";
import { EMAIL, NAME, PHONE, PublicForm, type FormSpec, type PublicFormProps } from "./public-form";

const CONTACT_FORM: FormSpec<ContactInput> = {
  type: "contact",
  action: sendContactMessage,
  schema: () => import("@/lib/forms/contact").then((m) => m.contactSchema),
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
