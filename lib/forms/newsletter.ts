import { z } from "@/lib/zod";
import { emailField, nameField } from "./field-schemas";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, emptyNewsletter } from "./field-lists";

export { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, emptyNewsletter };

export const newsletterSchema = z.object({
  name: nameField(),
  email: emailField(),
});

export const makeNewsletterSchema = () => newsletterSchema;

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
