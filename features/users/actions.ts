"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { userActions } from "@/features/users/changes";

export const { addAdminUser, removeAdminUser, changeStaffRole, resetStaffPasskeys, requireStaffPasskeys } =
  adminActions(userActions());
