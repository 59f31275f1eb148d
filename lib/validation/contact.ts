import { z } from "zod";
import { blankValues, emailField, nameField, optionalPhoneField, requiredMessageField } from "./fields";

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export const CONTACT_REQUIRED = ["name", "email", "message"] as const;

export const contactSchema = z.object({
  name: nameField(),
  email: emailField(),
  phone: optionalPhoneField(),
  message: requiredMessageField(),
});

export const makeContactSchema = () => contactSchema;

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
export const emptyContact = (): ContactInput => blankValues(CONTACT_FIELDS);
