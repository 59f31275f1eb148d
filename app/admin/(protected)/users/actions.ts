"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { addAdminUserDefinition, removeAdminUserDefinition } from "@/lib/admin/users";

/** Adds an e-mail to the allowlist (lower-cased; a duplicate is refused with a clear message). */
export const addAdminUser = adminAction(addAdminUserDefinition);

/** Removes someone from the allowlist: never yourself, never the last admin. */
export const removeAdminUser = adminAction(removeAdminUserDefinition);
