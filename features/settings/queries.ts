import "server-only";
import { cacheTag } from "next/cache";
import { readUntilRevalidated } from "@/lib/cache/read";
import { getDb } from "@/lib/db";
import { DEFAULT_SITE_SETTINGS } from "@/features/settings/defaults";
import { readSiteSettings } from "@/features/settings/read";
import type { SiteSettings } from "@/features/settings/types";
import { contactViewOf, type ContactView } from "@/features/settings/derive";
import { site } from "@/lib/site";
import { CACHE_TAGS } from "@/lib/cache/tags";

export async function getSiteSettings(): Promise<SiteSettings> {
  "use cache";
  cacheTag(CACHE_TAGS.settings);
  const value = await readUntilRevalidated("settings", async () => readSiteSettings(await getDb()));
  return value ?? DEFAULT_SITE_SETTINGS;
}

export async function getContactView(): Promise<ContactView> {
  return contactViewOf(site.name, (await getSiteSettings()).contact);
}

/** The phone quoted in guests' messages; the built-in one when the settings cannot be read. */
export async function contactPhone(): Promise<string> {
  try {
    return (await getSiteSettings()).contact.phone;
  } catch (err) {
    console.error("[settings] unreadable; the built-in phone is used", err);
    return DEFAULT_SITE_SETTINGS.contact.phone;
  }
}
