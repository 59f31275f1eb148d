"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { settingsActions } from "@/lib/settings/actions";

const settings = settingsActions(serverDeps);
export const saveContactSettings = adminAction(settings.saveContactSettings);
export const saveCollectionHours = adminAction(settings.saveCollectionHours);
export const savePackages = adminAction(settings.savePackages);
export const saveFaqs = adminAction(settings.saveFaqs);
export const saveTestimonials = adminAction(settings.saveTestimonials);
export const setBrochure = adminAction(settings.setBrochure);
export const removeBrochure = adminAction(settings.removeBrochure);
