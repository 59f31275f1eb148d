import { enquiryInWords, type EnquiryFacts } from "@/lib/admin/enquiry-in-words";
import { enquiryRef } from "@/lib/db/schema/enquiry-statuses";

/** Where an entry's record lives, and how to name it: in words, never by a raw id. */
export interface RecordLink {
  href: string | null;
  text: string;
}

const page = (href: string, text: string) => ({ href, text });
const MENU = page("/admin/menu", "The menu");
const OPENING_TIMES = page("/admin/opening-times", "Opening times");
const USERS = page("/admin/users", "Users");

/** Entities edited on the same page share that page's one link. */
const SECTION_PAGES: Record<string, { href: string; text: string }> = {
  menu: MENU,
  menu_item: MENU,
  menu_section: MENU,
  gallery_image: page("/admin/gallery", "The gallery"),
  hero_video: page("/admin/hero-management", "The home page's hero"),
  opening_times: OPENING_TIMES,
  opening_time: OPENING_TIMES,
  special_hours: page("/admin/opening-times", "Special hours"),
  booking_slots: page("/admin/opening-times", "Booking slots"),
  admin_user: USERS,
  staff_policy: USERS,
  email_template: page("/admin/outbox/templates", "E-mail templates"),
};

const SETTINGS_PAGES: Record<string, string> = {
  contact: "/admin/settings",
  collection_hours: "/admin/settings/collection-hours",
  packages: "/admin/settings/event-packages",
  faqs: "/admin/settings/faq",
  testimonials: "/admin/settings/testimonials",
  bookings: "/admin/settings/bookings",
  newsletter: "/admin/settings/newsletter",
  booking_emails: "/admin/settings/booking-emails",
  brochure: "/admin/settings/brochure",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function enquiryRecord(id: string, enquiry: EnquiryFacts | undefined): RecordLink {
  return enquiry
    ? { href: `/admin/enquiries/${id}`, text: capitalised(enquiryInWords(enquiry)) }
    : { href: null, text: `Enquiry ref ${enquiryRef(id)}, since deleted` };
}

/** The record of an entry about anything but an enquiry (those need the enquiry itself: see `recordLinks`). */
export function sectionRecord(entity: string, entityId: string | null): RecordLink | null {
  if (entity === "popup" && entityId) return { href: `/admin/popups/${entityId}`, text: "The popup" };
  if (entity === "newsletter_campaign" && entityId)
    return { href: `/admin/newsletter/${entityId}`, text: "The newsletter" };
  // Named "the guest" only: the log never carries who, and an erased guest keeps their page.
  if (entity === "guest" && entityId) return { href: `/admin/guests/${entityId}`, text: "The guest" };
  if (entity === "email" && entityId) return { href: `/admin/outbox/${entityId}`, text: "The e-mail in the outbox" };
  if (entity === "site_settings" && entityId && SETTINGS_PAGES[entityId])
    return { href: SETTINGS_PAGES[entityId], text: "Settings" };
  return SECTION_PAGES[entity] ?? null;
}
