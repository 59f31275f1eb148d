"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { tablesActions } from "./changes";

export const { saveTable, moveTable, deleteTable, moveBooking } = adminActions(tablesActions(serverDeps));
