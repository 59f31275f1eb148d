import { eq } from "drizzle-orm";
import { AdminActionError, type AdminRunContext, type AdminRunOutcome } from "@/lib/actions/admin-action-core";
import { verifyMedia, deleteUnusedFiles } from "@/features/media";
import type { StorageDriver } from "@/lib/storage/driver";
import type { Database } from "@/lib/db/client";
import { siteSettings } from "@/lib/db/schema";
import { readSiteSettings, fieldOf } from "@/features/settings/read";
import type { CollectionHoursSettings, SettingKey, SiteSettings } from "@/features/settings/types";
import { weeklyValues } from "@/features/opening-times";
import type { WeeklyHoursData } from "@/features/opening-times/schema";
import type {
  BookingSettingsData,
  BrochureInput,
  ContactSettingsData,
  BookingEmailsData,
  FaqsData,
  NewsletterSettingsData,
  PackagesData,
  TableTimesData,
  TestimonialsData,
} from "@/features/settings/schema";
import type { ActionDeps } from "@/lib/actions/action-deps";
import { CACHE_TAGS } from "@/lib/cache/tags";
import {
  bookingEmailsSchema,
  bookingSettingsSchema,
  brochureSchema,
  collectionHoursSchema,
  contactSettingsSchema,
  faqsSchema,
  newsletterSettingsSchema,
  packagesSchema,
  removeBrochureSchema,
  tableTimesSchema,
  testimonialsSchema,
} from "@/features/settings/schema";

const LABEL: Record<SettingKey, string> = {
  contact: "contact details and social links",
  collection_hours: "collection hours",
  packages: "event packages",
  faqs: "events FAQ",
  testimonials: "testimonials",
  brochure: "events brochure",
  booking_emails: "booking e-mails",
  bookings: "booking settings",
  newsletter: "newsletter settings",
  table_times: "time at the table",
};

export async function readSettingsForAdmin(db: Database): Promise<SiteSettings> {
  return readSiteSettings(db);
}

export function collectionHoursValue(input: WeeklyHoursData): CollectionHoursSettings {
  return {
    days: input.days.map((d) => ({ day: d.day, ...weeklyValues(d) })),
  };
}

export async function writeSetting<T extends object>(
  tx: Database,
  key: SettingKey,
  value: T,
  storageKeys?: string[],
): Promise<AdminRunOutcome<{ changed: boolean }>> {
  const before = (await readSiteSettings(tx))[fieldOf(key)];
  const changed = JSON.stringify(before) !== JSON.stringify(value);
  if (!changed) return { result: { changed: false }, log: [] };
  const set = storageKeys ? { value, storageKeys, updatedAt: new Date() } : { value, updatedAt: new Date() };
  await tx
    .insert(siteSettings)
    .values({ key, value, storageKeys: storageKeys ?? [] })
    .onConflictDoUpdate({ target: siteSettings.key, set });
  return {
    result: { changed: true },
    log: {
      action: "site_settings.updated",
      entity: "site_settings",
      entityId: key,
      summary: `Updated the ${LABEL[key]}`,
      before,
      after: value,
    },
  };
}

export const saveContactSettings = ({ input, tx }: AdminRunContext<ContactSettingsData>) =>
  writeSetting(tx, "contact", { ...input });
export const saveCollectionHours = ({ input, tx }: AdminRunContext<WeeklyHoursData>) =>
  writeSetting(tx, "collection_hours", collectionHoursValue(input));
export const savePackages = ({ input, tx }: AdminRunContext<PackagesData>) =>
  writeSetting(tx, "packages", { items: input.items });
export const saveFaqs = ({ input, tx }: AdminRunContext<FaqsData>) => writeSetting(tx, "faqs", { items: input.items });
export const saveTestimonials = ({ input, tx }: AdminRunContext<TestimonialsData>) =>
  writeSetting(tx, "testimonials", { items: input.items });

export const saveBookingEmails = ({ input, tx }: AdminRunContext<BookingEmailsData>) =>
  writeSetting(tx, "booking_emails", { ...input });
export const saveBookingSettings = ({ input, tx }: AdminRunContext<BookingSettingsData>) =>
  writeSetting(tx, "bookings", {
    noShowGraceMinutes: input.noShowGraceMinutes,
    waitlistOfferHours: input.waitlistOfferHours,
    retentionMonths: input.retentionMonths,
    instantConfirmation: input.instantConfirmation,
  });

export const saveNewsletterSettings = ({ input, tx }: AdminRunContext<NewsletterSettingsData>) =>
  writeSetting(tx, "newsletter", { perMinute: input.perMinute });

export const saveTableTimes = ({ input, tx }: AdminRunContext<TableTimesData>) =>
  writeSetting(tx, "table_times", { ...input });

export async function settingStorageKeys(db: Database, key: SettingKey): Promise<string[]> {
  const [row] = await db.select({ keys: siteSettings.storageKeys }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.keys ?? [];
}

export const BROCHURE_EXPIRED = "This upload has expired. Please upload the PDF again.";

export function setBrochureRun(deps: { storage: () => StorageDriver; secret: () => string }) {
  return async ({ input, tx }: AdminRunContext<BrochureInput>): Promise<AdminRunOutcome<{ changed: boolean }>> => {
    const media = verifyMedia(input.token, deps.secret());
    if (!media || media.kind !== "document") throw new AdminActionError(BROCHURE_EXPIRED);
    const old = await settingStorageKeys(tx, "brochure");
    const key = media.storageKeys[0] ?? null;
    const outcome = await writeSetting(
      tx,
      "brochure",
      { key, url: media.url, fileName: input.fileName, size: media.size },
      media.storageKeys,
    );
    const afterCommit = await deleteUnusedFiles(
      tx,
      deps.storage,
      old.filter((k) => !media.storageKeys.includes(k)),
    );
    return { ...outcome, ...(afterCommit ? { afterCommit } : {}) };
  };
}

export function removeBrochureRun(deps: { storage: () => StorageDriver }) {
  return async ({ tx }: AdminRunContext<unknown>): Promise<AdminRunOutcome<{ changed: boolean }>> => {
    const old = await settingStorageKeys(tx, "brochure");
    const outcome = await writeSetting(tx, "brochure", { key: null, url: null, fileName: null, size: null }, []);
    const afterCommit = await deleteUnusedFiles(tx, deps.storage, old);
    return { ...outcome, ...(afterCommit ? { afterCommit } : {}) };
  };
}

const setting = { entity: "site_settings", tags: [CACHE_TAGS.settings] };

export const settingsActions = (deps: Pick<ActionDeps, "storage" | "secret">) => ({
  saveContactSettings: {
    ...setting,
    name: "settings.saveContact",
    schema: contactSettingsSchema,
    run: saveContactSettings,
  },
  saveCollectionHours: {
    ...setting,
    name: "settings.saveCollectionHours",
    schema: collectionHoursSchema,
    run: saveCollectionHours,
  },
  savePackages: { ...setting, name: "settings.savePackages", schema: packagesSchema, run: savePackages },
  saveFaqs: { ...setting, name: "settings.saveFaqs", schema: faqsSchema, run: saveFaqs },
  saveTestimonials: {
    ...setting,
    name: "settings.saveTestimonials",
    schema: testimonialsSchema,
    run: saveTestimonials,
  },
  saveBookingEmails: {
    ...setting,
    name: "settings.saveBookingEmails",
    schema: bookingEmailsSchema,
    run: saveBookingEmails,
  },
  saveBookingSettings: {
    ...setting,
    name: "settings.saveBookings",
    schema: bookingSettingsSchema,
    run: saveBookingSettings,
  },
  saveNewsletterSettings: {
    ...setting,
    name: "settings.saveNewsletter",
    schema: newsletterSettingsSchema,
    run: saveNewsletterSettings,
  },
  saveTableTimes: {
    ...setting,
    name: "settings.saveTableTimes",
    schema: tableTimesSchema,
    run: saveTableTimes,
  },
  setBrochure: { ...setting, name: "settings.setBrochure", schema: brochureSchema, run: setBrochureRun(deps) },
  removeBrochure: {
    ...setting,
    name: "settings.removeBrochure",
    schema: removeBrochureSchema,
    run: removeBrochureRun(deps),
  },
});
