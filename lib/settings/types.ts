import type { WeeklyHours } from "@/lib/hours/types";

/** The keys of site_settings rows: one row per admin form, so each save logs only what it touched. */
export const SETTING_KEYS = ["contact", "collection_hours", "packages", "faqs", "testimonials", "brochure"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface ContactSettings {
  phone: string;
  email: string;
  street: string;
  locality: string;
  region: string;
  postcode: string;
  /** "" = build a Google Maps directions link from the address. */
  directionsUrl: string;
  /** "" = not set: the icon points to "#" (SPEC §2). */
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
}

export interface CollectionHoursSettings {
  days: WeeklyHours[];
}

export interface EventPackage {
  name: string;
  /** Per guest, "starting from", in pounds. */
  price: number;
  summary: string;
  includes: string[];
  popular: boolean;
}

export interface FaqSetting {
  question: string;
  answer: string;
}

export interface TestimonialSetting {
  quote: string;
  name: string;
  occasion: string;
}

export interface BrochureSettings {
  /** Storage key of the PDF; null = no brochure (the button has no action, SPEC §8). */
  key: string | null;
  /** Where guests download it from (local /media/… or the storage bucket). */
  url: string | null;
  fileName: string | null;
  size: number | null;
}

export interface SiteSettings {
  contact: ContactSettings;
  collectionHours: CollectionHoursSettings;
  packages: { items: EventPackage[] };
  faqs: { items: FaqSetting[] };
  testimonials: { items: TestimonialSetting[] };
  brochure: BrochureSettings;
}
