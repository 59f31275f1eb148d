import { z } from "@/lib/validation/zod";
import { emailField, nameField } from "./fields";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, emptyNewsletter } from "./form-fields";

export { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, emptyNewsletter };


export const newsletterSchema = z.object({
  name: nameField(),
  email: emailField(),
});

export const makeNewsletterSchema = () => newsletterSchema;

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
