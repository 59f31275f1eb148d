export const site = {
  name: "47 Restaurant",
  tagline: "Taste Beyond Borders",
  description:
    "Pakistani fine dining in Wigston, Leicester. Lahore, Karachi and Peshawar kitchens, modern technique, 100% halal, with an alcohol-free bar of artisan mocktails.",
  cuisine: ["Pakistani", "South Asian", "Halal"],
  address: { country: "GB" },
  geo: { latitude: 52.5869, longitude: -1.1063 },
  copyrightYear: 2024,
  primarySocial: { name: "Instagram", handle: "@47restaurant" },
} as const;

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

export const publicRoutes = [
  "/",
  "/about",
  "/menu",
  "/reservations",
  "/events",
  "/online-ordering",
  "/gallery",
  "/contact",
  "/experience",
] as const;
