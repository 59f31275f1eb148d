import { z } from "@/lib/zod";
import { LIMITS } from "@/lib/forms/field-schemas";

export const ADMIN_USER_MESSAGES = {
  emailRequired: "Please enter an e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
  emailTooLong: `Please keep the e-mail address to ${LIMITS.email} characters or fewer.`,
  duplicate: "That e-mail address is already on the list.",
  notFound: "That person is no longer on the list.",
  removeSelf: "You cannot remove yourself.",
  removeLast: "The last admin cannot be removed.",
} as const;

const emailFormat = z.email();

export const addAdminUserSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, ADMIN_USER_MESSAGES.emailRequired)
    .max(LIMITS.email, ADMIN_USER_MESSAGES.emailTooLong)
    .refine((v) => v === "" || emailFormat.safeParse(v).success, ADMIN_USER_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
});

export type AddAdminUserInput = z.input<typeof addAdminUserSchema>;

export const removeAdminUserSchema = z.object({
  id: z.uuid("That person is no longer on the list."),
});

export type RemoveAdminUserInput = z.input<typeof removeAdminUserSchema>;
