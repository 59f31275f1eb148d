/** The restaurant's own details: the single source for {phone}, {email}, address and socials. */
export const site = {
  name: "47 Restaurant",
  tagline: "Taste Beyond Borders",
  description:
    "Pakistani fine dining in Wigston, Leicester. Lahore, Karachi and Peshawar kitchens, modern technique, 100% halal, with an alcohol-free bar of artisan mocktails.",
  cuisine: ["Pakistani", "South Asian", "Halal"],
  phone: "0116 288 4747",
  phoneHref: "tel:+441162884747",
  email: "hello@47restaurant.co.uk",
  address: {
    street: "47 Leicester Road",
    locality: "Wigston",
    region: "Leicester",
    postcode: "LE18 1NS",
    country: "GB",
  },
  geo: { latitude: 52.5869, longitude: -1.1063 },
  timeZone: "Europe/London",
  copyrightYear: 2024,
  socials: [
    { name: "Instagram", href: "#", handle: "@47restaurant" },
    { name: "Facebook", href: "#", handle: "47 Restaurant" },
    { name: "TikTok", href: "#", handle: "@47restaurant" },
  ],
  /** The gallery links to this profile. */
  primarySocial: { name: "Instagram", href: "#", handle: "@47restaurant" },
} as const;

export const addressLines = [
  site.address.street,
  `${site.address.locality}, ${site.address.region}`,
  site.address.postcode,
] as const;

export const addressOneLine = addressLines.join(", ");

export const mapsQuery = encodeURIComponent(`${site.name}, ${addressOneLine}`);
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${mapsQuery}`;
export const mapEmbedUrl = `https://www.google.com/maps?q=${mapsQuery}&output=embed`;

/** Header navigation, in SPEC §2 order. */
export const mainNav = [
  { href: "/about", label: "About" },
  { href: "/menu", label: "Menu" },
  { href: "/reservations", label: "Reservations" },
  { href: "/events", label: "Events" },
  { href: "/online-ordering", label: "Online Ordering" },
  { href: "/gallery", label: "Gallery" },
  { href: "/contact", label: "Contact" },
] as const;

export const footerNav = [
  { href: "/menu", label: "Menu" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/reservations", label: "Reservations" },
] as const;

/** Every public route, for the sitemap and the popup page picker. */
export const publicRoutes = ["/", "/about", "/menu", "/reservations", "/events", "/online-ordering", "/gallery", "/contact", "/experience"] as const;
