"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { removeBrochureRun, saveCollectionHours, saveContactSettings, saveFaqs, savePackages, saveTestimonials, setBrochureRun } from "@/lib/admin/site-settings";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { CACHE_TAGS } from "@/lib/data/tags";
import { brochureSchema, collectionHoursSchema, contactSettingsSchema, faqsSchema, packagesSchema, removeBrochureSchema, testimonialsSchema } from "@/lib/validation/site-settings";

// The footer, contact details, JSON-LD and events page all read one cached settings value: each save marks it stale.

export const saveContactSettingsAction = adminAction({
  name: "settings.saveContact",
  schema: contactSettingsSchema,
  entity: "site_settings",
  tags: [CACHE_TAGS.settings],
  run: saveContactSettings,
});

export const saveCollectionHoursAction = adminAction({
  name: "settings.saveCollectionHours",
  schema: collectionHoursSchema,
  entity: "site_settings",
  tags: [CACHE_TAGS.settings],
  run: saveCollectionHours,
});

export const savePackagesAction = adminAction({
  name: "settings.savePackages",
  schema: packagesSchema,
  entity: "site_settings",
  tags: [CACHE_TAGS.settings],
  run: savePackages,
});

export const saveFaqsAction = adminAction({
  name: "settings.saveFaqs",
  schema: faqsSchema,
  entity: "site_settings",
  tags: [CACHE_TAGS.settings],
  run: saveFaqs,
});

export const saveTestimonialsAction = adminAction({
  name: "settings.saveTestimonials",
  schema: testimonialsSchema,
  entity: "site_settings",
  tags: [CACHE_TAGS.settings],
  run: saveTestimonials,
});

export const setBrochureAction = adminAction({
  name: "settings.setBrochure",
  schema: brochureSchema,
  entity: "site_settings",
  tags: [CACHE_TAGS.settings],
  run: setBrochureRun({ storage, secret: () => env().authSecret }),
});

export const removeBrochureAction = adminAction({
  name: "settings.removeBrochure",
  schema: removeBrochureSchema,
  entity: "site_settings",
  tags: [CACHE_TAGS.settings],
  run: removeBrochureRun({ storage }),
});
