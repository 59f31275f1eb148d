export const SETTINGS_BASE = "/admin/settings";

export interface SettingsSection {
  slug: string;
  label: string;
  title: string;
  intro: string;
}

export const SETTINGS_SECTIONS = [
  {
    slug: "contact",
    label: "Contact & social",
    title: "Contact details and social links",
    intro:
      "Phone, e-mail, address and social profiles: shown in the footer, on the contact, events and online-ordering pages, and to search engines.",
  },
  {
    slug: "collection-hours",
    label: "Collection hours",
    title: "Collection hours",
    intro:
      "When guests can collect a phoned-in order, shown on the online-ordering page. Keep them inside the opening hours.",
  },
  {
    slug: "event-packages",
    label: "Event packages",
    title: "Event packages",
    intro: "The packages on the events page, in this order. Prices are per guest, starting from.",
  },
  {
    slug: "faq",
    label: "Events FAQ",
    title: "Events FAQ",
    intro: "Questions and answers on the events page, in this order.",
  },
  {
    slug: "testimonials",
    label: "Testimonials",
    title: "Testimonials",
    intro: "Guests' words on the events page, in this order.",
  },
  {
    slug: "bookings",
    label: "Bookings",
    title: "Bookings",
    intro:
      "How the reservation book treats the evening's tables, and how long a guest on the waitlist has to accept a freed table.",
  },
  {
    slug: "time-at-table",
    label: "Time at the table",
    title: "Time at the table",
    intro:
      "How long a party keeps its table, by its size. Seating and the times guests are offered count a table as taken for this long from the booking's time.",
  },
  {
    slug: "newsletter",
    label: "Newsletter",
    title: "Newsletter",
    intro:
      "How fast a newsletter goes out. Campaigns are sent in batches, so a shared mail server is never flooded and a guest's own mail is not held up behind them.",
  },
  {
    slug: "brochure",
    label: "Events brochure",
    title: "Events brochure",
    intro: "The PDF behind the events page's Download Brochure button. A new upload replaces the current file.",
  },
  {
    slug: "booking-emails",
    label: "Booking e-mails",
    title: "Booking e-mails",
    intro:
      "The e-mails a table booking sends by itself: a reminder before the visit, with buttons to confirm or cancel, and a thank-you the morning after.",
  },
] as const satisfies readonly SettingsSection[];

export type SettingsSectionEntry = (typeof SETTINGS_SECTIONS)[number];
export type SettingsSlug = SettingsSectionEntry["slug"];

export const settingsHref = (slug: SettingsSlug) =>
  slug === SETTINGS_SECTIONS[0].slug ? SETTINGS_BASE : `${SETTINGS_BASE}/${slug}`;

export function settingsSection(slug: SettingsSlug): SettingsSectionEntry {
  const section = SETTINGS_SECTIONS.find((s) => s.slug === slug);
  if (!section) throw new Error(`Unknown settings section ${slug}`);
  return section;
}

export function activeSettingsSection(pathname: string): SettingsSlug | null {
  const path = pathname.replace(/\/+$/, "");
  if (path === SETTINGS_BASE) return SETTINGS_SECTIONS[0].slug;
  return (
    SETTINGS_SECTIONS.find(
      (s) =>
        s.slug !== SETTINGS_SECTIONS[0].slug &&
        (path === settingsHref(s.slug) || path.startsWith(`${settingsHref(s.slug)}/`)),
    )?.slug ?? null
  );
}
