import { z } from "zod";
import { blankValues, emailField, nameField } from "./fields";

export const NEWSLETTER_FIELDS = ["name", "email"] as const;
export const NEWSLETTER_REQUIRED = ["name", "email"] as const;

export const newsletterSchema = z.object({
  name: nameField(),
  email: emailField(),
});

export const makeNewsletterSchema = () => newsletterSchema;

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
export const emptyNewsletter = (): NewsletterInput => blankValues(NEWSLETTER_FIELDS);
