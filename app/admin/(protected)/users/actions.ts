"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { userActions } from "@/lib/users/actions";

const users = userActions();
export const addAdminUser = adminAction(users.addAdminUser);
export const removeAdminUser = adminAction(users.removeAdminUser);
