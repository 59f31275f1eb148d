import { z } from "@/lib/zod";
import { emailField, nameField } from "@/lib/forms/field-schemas";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, emptyNewsletter } from "@/lib/forms/field-lists";

export { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, emptyNewsletter };

export const newsletterSchema = z.object({
  name: nameField(),
  email: emailField(),
});

export const makeNewsletterSchema = () => newsletterSchema;

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
