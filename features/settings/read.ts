import type { Database } from "@/lib/db/client";
import { siteSettings } from "@/lib/db/schema";
import { DEFAULT_SITE_SETTINGS } from "./defaults";
import type { SettingKey, SiteSettings } from "./types";

const FIELD: Record<SettingKey, keyof SiteSettings> = {
  contact: "contact",
  collection_hours: "collectionHours",
  packages: "packages",
  faqs: "faqs",
  testimonials: "testimonials",
  brochure: "brochure",
  booking_emails: "bookingEmails",
  bookings: "bookings",
  newsletter: "newsletter",
  table_times: "tableTimes",
};

export function fieldOf(key: SettingKey): keyof SiteSettings {
  return FIELD[key];
}

export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const out: SiteSettings = structuredClone(DEFAULT_SITE_SETTINGS);
  for (const row of rows) {
    const field = FIELD[row.key as SettingKey];
    if (!field || typeof row.value !== "object" || row.value === null) continue;
    Object.assign(out[field], row.value);
  }
  return out;
}
