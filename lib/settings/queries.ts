import "server-only";
import { cacheTag } from "next/cache";
import { readUntilNextChange } from "@/lib/cache/read";
import { getDb } from "@/lib/db";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import { readSiteSettings } from "@/lib/settings/read";
import type { SiteSettings } from "@/lib/settings/types";
import { contactViewOf, type ContactView } from "@/lib/settings/derive";
import { site } from "@/lib/site";
import { CACHE_TAGS } from "../cache/tags";

export async function getSiteSettings(): Promise<SiteSettings> {
  "use cache";
  cacheTag(CACHE_TAGS.settings);
  const value = await readUntilNextChange("settings", async () => ({
    value: await readSiteSettings(await getDb()),
    nextChange: null,
  }));
  return value ?? DEFAULT_SITE_SETTINGS;
}

export async function getContactView(): Promise<ContactView> {
  return contactViewOf(site.name, (await getSiteSettings()).contact);
}
