export const CACHE_TAGS = {
  menu: "menu",
  hours: "hours",
  gallery: "gallery",
  hero: "hero",
  popups: "popups",
  settings: "settings",
  booking: "booking",
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
