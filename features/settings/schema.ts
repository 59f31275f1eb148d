import { fieldIssueWhen, requiredText, wholeNumber, z } from "@/lib/zod";
import { linesOf } from "@/features/settings/derive";
import { weeklyHoursSchema } from "@/features/opening-times/schema";

const required = (label: string, max: number) =>
  requiredText(max, `Please enter the ${label}.`, `Please keep the ${label} to ${max} characters or fewer.`);

export const optionalHttpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `Please keep the ${label} to 500 characters or fewer.`)
    .refine((v) => v === "" || isHttpsUrl(v), `The ${label} must be a full https:// address, or left empty.`);

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const contactSettingsSchema = z.object({
  phone: required("phone number", 30).regex(
    /^\+?[\d\s()-]{7,}$/,
    "Please enter a phone number: digits, spaces and an optional leading +.",
  ),
  email: required("e-mail address", 200).pipe(z.email("Please enter a valid e-mail address.")),
  street: required("street", 120),
  locality: required("town", 80),
  region: z.string().trim().max(80, "Please keep the region to 80 characters or fewer."),
  postcode: required("postcode", 12),
  directionsUrl: optionalHttpsUrl("directions link"),
  instagramUrl: optionalHttpsUrl("Instagram link"),
  facebookUrl: optionalHttpsUrl("Facebook link"),
  tiktokUrl: optionalHttpsUrl("TikTok link"),
});
export type ContactSettingsInput = z.input<typeof contactSettingsSchema>;
export type ContactSettingsData = z.output<typeof contactSettingsSchema>;

export const collectionHoursSchema = weeklyHoursSchema;

export const MAX_LIST_ITEMS = 12;

export const packageSchema = z.object({
  name: required("package name", 60),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, "Please enter a price in pounds, such as 34 or 34.50.")
    .transform(Number),
  summary: z.string().trim().max(200, "Please keep the summary to 200 characters or fewer."),
  includes: z
    .string()
    .max(2000, "Please keep the list to 2000 characters or fewer.")
    .transform(linesOf)
    .refine((lines) => lines.length > 0, "List at least one thing the package includes, one per line.")
    .refine((lines) => lines.length <= 12, "Please list at most 12 lines."),
  popular: z.boolean(),
});

export const packagesSchema = z.object({
  items: z
    .array(packageSchema)
    .max(MAX_LIST_ITEMS, `Please keep to ${MAX_LIST_ITEMS} packages or fewer.`)
    .refine((items) => items.filter((p) => p.popular).length <= 1, "Only one package can be marked most popular."),
});
export type PackagesInput = z.input<typeof packagesSchema>;
export type PackagesData = z.output<typeof packagesSchema>;

export const faqsSchema = z.object({
  items: z
    .array(z.object({ question: required("question", 200), answer: required("answer", 1500) }))
    .max(20, "Please keep to 20 questions or fewer."),
});
export type FaqsInput = z.input<typeof faqsSchema>;
export type FaqsData = z.output<typeof faqsSchema>;

export const testimonialsSchema = z.object({
  items: z
    .array(
      z.object({
        quote: required("quote", 600),
        name: required("name", 80),
        occasion: z.string().trim().max(120, "Please keep the occasion to 120 characters or fewer."),
      }),
    )
    .max(MAX_LIST_ITEMS, `Please keep to ${MAX_LIST_ITEMS} testimonials or fewer.`),
});
export type TestimonialsInput = z.input<typeof testimonialsSchema>;
export type TestimonialsData = z.output<typeof testimonialsSchema>;

export const MAX_NO_SHOW_GRACE_MINUTES = 180;

export const MAX_WAITLIST_OFFER_HOURS = 48;
const OFFER_HOURS = `Please enter the offer time in whole hours, from 1 to ${MAX_WAITLIST_OFFER_HOURS}.`;

const WHOLE_MINUTES = "Please enter the grace period in whole minutes, such as 15.";

export const MIN_RETENTION_MONTHS = 6;
export const MAX_RETENTION_MONTHS = 120;
const RETENTION_MONTHS = `Please enter whole months, from ${MIN_RETENTION_MONTHS} to ${MAX_RETENTION_MONTHS}.`;

export const bookingSettingsSchema = z.object({
  noShowGraceMinutes: z
    .number({ error: WHOLE_MINUTES })
    .int(WHOLE_MINUTES)
    .min(0, WHOLE_MINUTES)
    .max(MAX_NO_SHOW_GRACE_MINUTES, `Please keep the grace period to ${MAX_NO_SHOW_GRACE_MINUTES} minutes or fewer.`),
  waitlistOfferHours: wholeNumber(1, MAX_WAITLIST_OFFER_HOURS, OFFER_HOURS),
  retentionMonths: wholeNumber(MIN_RETENTION_MONTHS, MAX_RETENTION_MONTHS, RETENTION_MONTHS),
  instantConfirmation: z.boolean(),
});
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;

export const MAX_NEWSLETTER_PER_MINUTE = 1000;
const PER_MINUTE = `Please enter a whole number of e-mails from 1 to ${MAX_NEWSLETTER_PER_MINUTE}.`;

export const newsletterSettingsSchema = z.object({
  perMinute: wholeNumber(1, MAX_NEWSLETTER_PER_MINUTE, PER_MINUTE),
});
export type NewsletterSettingsInput = z.input<typeof newsletterSettingsSchema>;
export type NewsletterSettingsData = z.output<typeof newsletterSettingsSchema>;
export type BookingSettingsData = z.output<typeof bookingSettingsSchema>;

export const MAX_PARTY_BAND = 30;
export const MIN_TABLE_MINUTES = 30;
export const MAX_TABLE_MINUTES = 360;
const PARTY_BAND = `Please enter a party size from 1 to ${MAX_PARTY_BAND}.`;
const TABLE_MINUTES = `Please enter minutes from ${MIN_TABLE_MINUTES} to ${MAX_TABLE_MINUTES}, in steps of 15.`;

const partyBand = wholeNumber(1, MAX_PARTY_BAND, PARTY_BAND);
const tableMinutes = wholeNumber(MIN_TABLE_MINUTES, MAX_TABLE_MINUTES, TABLE_MINUTES)
  // Slots run every 15, 30 or 60 minutes, so a quarter-hour keeps a table's end on a slot boundary.
  .refine((m) => m % 15 === 0, TABLE_MINUTES);

export const tableTimesSchema = z
  .object({
    smallUpTo: partyBand,
    smallMinutes: tableMinutes,
    mediumUpTo: partyBand,
    mediumMinutes: tableMinutes,
    largeMinutes: tableMinutes,
  })
  .superRefine(
    fieldIssueWhen(
      (v) => v.mediumUpTo <= v.smallUpTo,
      "mediumUpTo",
      "The middle band must end at a larger party than the small one.",
    ),
  );
export type TableTimesInput = z.input<typeof tableTimesSchema>;
export type TableTimesData = z.output<typeof tableTimesSchema>;

export const brochureSchema = z.object({
  token: z.string().min(10).max(4000),
  fileName: z.string().trim().min(1).max(255),
});
export type BrochureInput = z.input<typeof brochureSchema>;

export const removeBrochureSchema = z.object({});

export const MAX_REMINDER_HOURS = 168;

export const bookingEmailsSchema = z
  .object({
    remindersOn: z.boolean(),
    reminderHours: z.coerce
      .number({ error: `Enter a number of hours from 1 to ${MAX_REMINDER_HOURS}.` })
      .int(`Enter a whole number of hours from 1 to ${MAX_REMINDER_HOURS}.`)
      .min(1, `Enter a number of hours from 1 to ${MAX_REMINDER_HOURS}.`)
      .max(MAX_REMINDER_HOURS, `Enter a number of hours from 1 to ${MAX_REMINDER_HOURS}.`),
    thankYouOn: z.boolean(),
    reviewUrl: optionalHttpsUrl("review link"),
  })
  .superRefine(
    fieldIssueWhen(
      (v) => v.thankYouOn && v.reviewUrl === "",
      "reviewUrl",
      "The thank-you e-mail asks for a review: enter the review link, or switch the thank-you off.",
    ),
  );

export type BookingEmailsInput = z.input<typeof bookingEmailsSchema>;
export type BookingEmailsData = z.output<typeof bookingEmailsSchema>;
