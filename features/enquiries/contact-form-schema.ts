import { z } from "@/lib/zod";
import { emailField, nameField, optionalPhoneField, requiredMessageField } from "@/lib/forms/field-schemas";
import { CONTACT_FIELDS, CONTACT_REQUIRED, emptyContact } from "@/lib/forms/field-lists";

export { CONTACT_FIELDS, CONTACT_REQUIRED, emptyContact };

export const contactSchema = z.object({
  name: nameField(),
  email: emailField(),
  phone: optionalPhoneField(),
  message: requiredMessageField(),
});

export const makeContactSchema = () => contactSchema;

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
