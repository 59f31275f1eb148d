"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { saveCollectionHours, saveContactSettings, saveFaqs, savePackages, saveTestimonials } from "@/lib/admin/site-settings";
import { CACHE_TAGS } from "@/lib/data/tags";
import { collectionHoursSchema, contactSettingsSchema, faqsSchema, packagesSchema, testimonialsSchema } from "@/lib/validation/site-settings";

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
