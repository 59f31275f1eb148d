"use client";

import { subscribeNewsletter } from "@/features/newsletter/actions";
import { NEWSLETTER_REQUIRED } from "@/lib/forms/field-lists";
import type { NewsletterInput } from "@/features/newsletter/form-schema";
import { EMAIL, NAME, PublicForm, type FormSpec, type PublicFormProps } from "@/components/forms/public-form";

const NEWSLETTER_FORM: FormSpec<NewsletterInput> = {
  type: "newsletter",
  action: subscribeNewsletter,
  schema: () => import("@/features/newsletter/form-schema").then((m) => m.newsletterSchema),
  required: NEWSLETTER_REQUIRED,
  heading: {
    eyebrow: "The 47 letter",
    title: "Join our newsletter",
    intro:
      "New dishes, seasonal menus and evenings worth knowing about, a few times a year. No clutter, and you can leave whenever you like.",
  },
  fields: [NAME, EMAIL],
  submit: { label: "Subscribe", busyLabel: "Subscribing..." },
  inline: true,
};

export const NewsletterForm = (props: Pick<PublicFormProps, "initialState">) => (
  <PublicForm spec={NEWSLETTER_FORM} {...props} />
);
