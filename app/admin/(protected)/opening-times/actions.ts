"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { hoursActions } from "@/lib/hours/actions";

export const { saveWeeklyHours, createSpecialHours, updateSpecialHours, deleteSpecialHours, saveBookingSlots } =
  adminActions(hoursActions(serverDeps));
