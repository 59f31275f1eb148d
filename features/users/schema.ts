import { requiredText, z } from "@/lib/zod";
import { LIMITS } from "@/lib/forms/field-schemas";
import { STAFF_ROLES } from "@/lib/auth/permissions";

export const ADMIN_USER_MESSAGES = {
  emailRequired: "Please enter an e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
  emailTooLong: `Please keep the e-mail address to ${LIMITS.email} characters or fewer.`,
  roleRequired: "Please choose a role.",
  duplicate: "That e-mail address is already on the list.",
  notFound: "That person is no longer on the list.",
  removeSelf: "You cannot remove yourself.",
  removeLast: "The last owner cannot be removed.",
  demoteLast: "There must always be at least one owner: make someone else an owner first.",
} as const;

const emailFormat = z.email();

const role = z.enum(STAFF_ROLES, ADMIN_USER_MESSAGES.roleRequired);

export const addAdminUserSchema = z.object({
  email: requiredText(LIMITS.email, ADMIN_USER_MESSAGES.emailRequired, ADMIN_USER_MESSAGES.emailTooLong)
    .refine((v) => v === "" || emailFormat.safeParse(v).success, ADMIN_USER_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
  role,
});

export type AddAdminUserInput = z.input<typeof addAdminUserSchema>;

const personId = z.uuid(ADMIN_USER_MESSAGES.notFound);

export const removeAdminUserSchema = z.object({ id: personId });
export type RemoveAdminUserInput = z.input<typeof removeAdminUserSchema>;

export const changeRoleSchema = z.object({ id: personId, role });
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

export const resetPasskeysSchema = z.object({ id: personId });
export type ResetPasskeysInput = z.input<typeof resetPasskeysSchema>;

export const requirePasskeysSchema = z.object({ required: z.boolean() });
export type RequirePasskeysInput = z.input<typeof requirePasskeysSchema>;
