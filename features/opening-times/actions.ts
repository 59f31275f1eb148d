"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { hoursActions } from "@/features/opening-times/changes";

export const { saveWeeklyHours, createSpecialHours, updateSpecialHours, deleteSpecialHours } = adminActions(
  hoursActions(serverDeps),
);
