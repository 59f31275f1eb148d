import { enquiryInWords, type EnquiryFacts } from "@/lib/admin/enquiry-in-words";
import { enquiryRef } from "@/lib/db/schema/enquiry-statuses";

/** Where an entry's record lives, and how to name it: in words, never by a raw id. */
export interface RecordLink {
  href: string | null;
  text: string;
}

const SECTION_PAGES: Record<string, { href: string; text: string }> = {
  menu: { href: "/admin/menu", text: "The menu" },
  menu_item: { href: "/admin/menu", text: "The menu" },
  menu_section: { href: "/admin/menu", text: "The menu" },
  gallery_image: { href: "/admin/gallery", text: "The gallery" },
  hero_video: { href: "/admin/hero-management", text: "The home page's hero" },
  opening_times: { href: "/admin/opening-times", text: "Opening times" },
  opening_time: { href: "/admin/opening-times", text: "Opening times" },
  special_hours: { href: "/admin/opening-times", text: "Special hours" },
  booking_slots: { href: "/admin/opening-times", text: "Booking slots" },
  admin_user: { href: "/admin/users", text: "Users" },
  staff_policy: { href: "/admin/users", text: "Users" },
  email_template: { href: "/admin/outbox/templates", text: "E-mail templates" },
};

const SETTINGS_PAGES: Record<string, string> = {
  contact: "/admin/settings",
  collection_hours: "/admin/settings/collection-hours",
  packages: "/admin/settings/event-packages",
  faqs: "/admin/settings/faq",
  testimonials: "/admin/settings/testimonials",
  bookings: "/admin/settings/bookings",
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
  if (entity === "email" && entityId) return { href: `/admin/outbox/${entityId}`, text: "The e-mail in the outbox" };
  if (entity === "site_settings" && entityId && SETTINGS_PAGES[entityId])
    return { href: SETTINGS_PAGES[entityId], text: "Settings" };
  return SECTION_PAGES[entity] ?? null;
}
