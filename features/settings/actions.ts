"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { settingsActions } from "@/features/settings/changes";

export const {
  saveContactSettings,
  saveCollectionHours,
  savePackages,
  saveFaqs,
  saveTestimonials,
  saveBookingSettings,
  setBrochure,
  removeBrochure,
  saveBookingEmails,
  saveNewsletterSettings,
  saveTableTimes,
} = adminActions(settingsActions(serverDeps));
