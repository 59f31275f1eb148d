"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { bookingMoveActions } from "./booking-moves";
import { tablesActions } from "./changes";

export const { saveTable, moveTable, deleteTable } = adminActions(tablesActions(serverDeps));
export const { moveBooking } = adminActions(bookingMoveActions());
