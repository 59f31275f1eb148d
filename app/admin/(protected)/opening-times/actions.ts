"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { hoursActions } from "@/lib/hours/actions";

const hours = hoursActions(serverDeps);
export const saveWeeklyHours = adminAction(hours.saveWeeklyHours);
export const createSpecialHours = adminAction(hours.createSpecialHours);
export const updateSpecialHours = adminAction(hours.updateSpecialHours);
export const deleteSpecialHours = adminAction(hours.deleteSpecialHours);
export const saveBookingSlots = adminAction(hours.saveBookingSlots);
