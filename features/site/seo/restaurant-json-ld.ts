import {
  periodsOf,
  specialOpeningHoursSpecification,
  WEEKDAYS,
  type SpecialHoursLike,
  type WeeklyHours,
} from "@/features/opening-times";
import { DEFAULT_SITE_SETTINGS, phoneHref, socialLinksOf, type ContactSettings } from "@/features/settings";
import { site } from "@/lib/site";

export function openingHoursSpecification(weekly: readonly WeeklyHours[]) {
  const byPeriod = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const row of [...weekly].sort((a, b) => a.day - b.day)) {
    const dayName = WEEKDAYS.find((d) => d.day === row.day)?.name;
    if (!dayName) continue;
    for (const p of periodsOf(row)) {
      const key = `${p.open}-${p.close}`;
      const entry = byPeriod.get(key) ?? { opens: p.open, closes: p.close, days: [] };
      entry.days.push(dayName);
      byPeriod.set(key, entry);
    }
  }
  return [...byPeriod.values()].map((e) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: e.days.map((d) => `https://schema.org/${d}`),
    opens: e.opens,
    closes: e.closes,
  }));
}

export function restaurantJsonLd({
  siteUrl,
  weekly,
  special = [],
  contact = DEFAULT_SITE_SETTINGS.contact,
}: {
  siteUrl: string;
  weekly: readonly WeeklyHours[] | null;
  special?: readonly SpecialHoursLike[];
  contact?: ContactSettings;
}) {
  const sameAs = socialLinksOf(contact).flatMap((s) => (s.href ? [s.href] : []));
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${siteUrl}/#restaurant`,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: `${siteUrl}/`,
    image: `${siteUrl}/opengraph-image`,
    telephone: phoneHref(contact.phone).replace(/^tel:/, ""),
    email: contact.email,
    servesCuisine: [...site.cuisine],
    acceptsReservations: `${siteUrl}/reservations`,
    priceRange: "££",
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.street,
      addressLocality: contact.locality,
      ...(contact.region ? { addressRegion: contact.region } : {}),
      postalCode: contact.postcode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    ...(weekly && weekly.length > 0 ? { openingHoursSpecification: openingHoursSpecification(weekly) } : {}),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(special) } : {}),
    hasMenu: `${siteUrl}/menu`,
    // Google's restaurant results read the older `menu` property; schema.org readers use `hasMenu`.
    menu: `${siteUrl}/menu`,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** JSON for a <script> element: "<" escaped so no value can close the script tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
