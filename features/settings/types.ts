import type { WeeklyHours } from "@/features/opening-times/client";

export const SETTING_KEYS = [
  "contact",
  "collection_hours",
  "packages",
  "faqs",
  "testimonials",
  "brochure",
  "booking_emails",
  "bookings",
  "newsletter",
  "table_times",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface ContactSettings {
  phone: string;
  email: string;
  street: string;
  locality: string;
  region: string;
  postcode: string;
  directionsUrl: string;
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
}

export interface CollectionHoursSettings {
  days: WeeklyHours[];
}

export interface EventPackage {
  name: string;
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
  key: string | null;
  url: string | null;
  fileName: string | null;
  size: number | null;
}

/** The e-mails a booking sends by itself: the reminder before it, and the thank-you after it. */
export interface BookingEmailSettings {
  remindersOn: boolean;
  reminderHours: number;
  thankYouOn: boolean;
  reviewUrl: string;
}

export interface BookingSettings {
  /** How long after a booking's time staff wait before it may be marked a no-show. */
  noShowGraceMinutes: number;
  /** How long a table offered to a guest on the waitlist stays theirs to accept. */
  waitlistOfferHours: number;
  /** Guests and enquiries with no activity for this many months are anonymised by the retention job. */
  retentionMonths: number;
  /** A guest's request that fits a free table is confirmed and seated at once; off, staff confirm every request. */
  instantConfirmation: boolean;
}

/** How long a party keeps its table, by its size: the small and middle bands, and every party larger. */
export interface TableTimeSettings {
  smallUpTo: number;
  smallMinutes: number;
  mediumUpTo: number;
  mediumMinutes: number;
  largeMinutes: number;
}

export interface NewsletterSettings {
  /** At most this many newsletter e-mails handed to the mail server in any minute, over all campaigns. */
  perMinute: number;
}

export interface SiteSettings {
  contact: ContactSettings;
  collectionHours: CollectionHoursSettings;
  packages: { items: EventPackage[] };
  faqs: { items: FaqSetting[] };
  testimonials: { items: TestimonialSetting[] };
  brochure: BrochureSettings;
  bookingEmails: BookingEmailSettings;
  bookings: BookingSettings;
  newsletter: NewsletterSettings;
  tableTimes: TableTimeSettings;
}
