"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { userActions } from "@/features/users/changes";

// The passkey reset and the passkey rule are defined (and tested) but not offered until the passkey step exists.
export const { addAdminUser, removeAdminUser, changeStaffRole } = adminActions(userActions());
