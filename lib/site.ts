export const site = {
  name: "47 Restaurant",
  tagline: "Taste Beyond Borders",
  description:
    "Pakistani fine dining in Wigston, Leicester. Lahore, Karachi and Peshawar kitchens, modern technique, 100% halal, with an alcohol-free bar of artisan mocktails.",
  cuisine: ["Pakistani", "South Asian", "Halal"],
  address: { country: "GB" },
  // Search engines ask for at least five decimals, a metre or so, to put the pin on the door.
  geo: { latitude: 52.58687, longitude: -1.10632 },
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

type NavHref = (typeof mainNav)[number]["href"];

const navItem = (href: NavHref) => mainNav.find((item) => item.href === href)!;

/** The footer repeats a few of the main links, in its own order. */
export const footerNav = (["/menu", "/about", "/contact", "/reservations"] as const).map(navItem);

/** Every page of the main navigation, with the home page before it and the experience page after it. */
export const publicRoutes: readonly ("/" | NavHref | "/experience")[] = [
  "/",
  ...mainNav.map((item) => item.href),
  "/experience",
];
