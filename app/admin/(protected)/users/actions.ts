"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { userActions } from "@/lib/users/actions";

export const { addAdminUser, removeAdminUser } = adminActions(userActions());
