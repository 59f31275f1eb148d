"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { createSpecialHoursRun, deleteSpecialHours, saveWeeklyHours, updateSpecialHoursRun } from "@/lib/admin/opening-times";
import { CACHE_TAGS } from "@/lib/data/tags";
import { weeklyHoursSchema } from "@/lib/validation/opening-times";
import { bookingSlotsSchema } from "@/lib/validation/booking-slots";
import { saveBookingSlots } from "@/lib/admin/booking-slots";
import { specialHoursIdSchema, specialHoursSchema } from "@/lib/validation/special-hours";

// Each change marks the cached hours stale: the footer's "Today:" line and /contact show it at the next request.

export const saveWeeklyHoursAction = adminAction({
  name: "hours.saveWeekly",
  schema: weeklyHoursSchema,
  entity: "opening_times",
  tags: [CACHE_TAGS.hours],
  run: saveWeeklyHours,
});

export const createSpecialHoursAction = adminAction({
  name: "hours.createSpecial",
  schema: specialHoursSchema,
  entity: "special_hours",
  tags: [CACHE_TAGS.hours],
  run: createSpecialHoursRun(() => new Date()),
});

export const updateSpecialHoursAction = adminAction({
  name: "hours.updateSpecial",
  schema: specialHoursSchema,
  entity: "special_hours",
  tags: [CACHE_TAGS.hours],
  run: updateSpecialHoursRun(() => new Date()),
});

export const deleteSpecialHoursAction = adminAction({
  name: "hours.deleteSpecial",
  schema: specialHoursIdSchema,
  entity: "special_hours",
  tags: [CACHE_TAGS.hours],
  run: deleteSpecialHours,
});

// The reservation form's slots: the public booking rules (tag "booking") change with them.
export const saveBookingSlotsAction = adminAction({
  name: "hours.saveBookingSlots",
  schema: bookingSlotsSchema,
  entity: "booking_slots",
  tags: [CACHE_TAGS.booking],
  run: saveBookingSlots,
});
