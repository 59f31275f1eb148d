import { periodsOf, WEEKDAYS, type WeeklyHours } from "@/lib/hours";
import type { PublicMenuCategory } from "@/lib/menu/public";
import { dietaryTagLabel } from "@/lib/menu/vocabulary";
import { site } from "@/lib/site";

/** schema.org's suitableForDiet values for the dietary tags that have one. */
const DIETS: Record<string, string> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
};

/**
 * One OpeningHoursSpecification per (period, set of days). A split day (lunch and dinner) gives two
 * specifications; closed days are simply absent, which is how schema.org says "closed".
 */
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

export function menuJsonLd(menu: readonly PublicMenuCategory[], siteUrl: string) {
  return {
    "@type": "Menu",
    name: `${site.name} Menu`,
    url: `${siteUrl}/menu`,
    inLanguage: "en-GB",
    hasMenuSection: menu.map((section) => ({
      "@type": "MenuSection",
      name: section.title,
      ...(section.description ? { description: section.description } : {}),
      url: `${siteUrl}/menu#${section.slug}`,
      hasMenuItem: section.items.map((item) => {
        const diets = item.dietaryTags.map((t) => DIETS[t]).filter((d): d is string => Boolean(d));
        return {
          "@type": "MenuItem",
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
          ...(item.dietaryTags.length > 0 ? { keywords: item.dietaryTags.map(dietaryTagLabel).join(", ") } : {}),
          offers: { "@type": "Offer", price: item.price.toFixed(2), priceCurrency: "GBP" },
        };
      }),
    })),
  };
}

/** The restaurant as structured data, from the database's hours and published menu. */
export function restaurantJsonLd({ siteUrl, weekly, menu }: { siteUrl: string; weekly: readonly WeeklyHours[] | null; menu: readonly PublicMenuCategory[] | null }) {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${siteUrl}/#restaurant`,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: `${siteUrl}/`,
    image: `${siteUrl}/opengraph-image`,
    telephone: site.phoneHref.replace(/^tel:/, ""),
    email: site.email,
    servesCuisine: [...site.cuisine],
    acceptsReservations: `${siteUrl}/reservations`,
    priceRange: "££",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    ...(weekly && weekly.length > 0 ? { openingHoursSpecification: openingHoursSpecification(weekly) } : {}),
    ...(menu && menu.length > 0 ? { hasMenu: menuJsonLd(menu, siteUrl) } : {}),
  };
}

/** JSON for a <script> element: "<" escaped so no value can close the script tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
