export { PhoneLink } from "./components/phone-link";
export { DEFAULT_SITE_SETTINGS } from "./defaults";
export {
  addressLinesOf,
  contactViewOf,
  formatPackagePrice,
  phoneHref,
  socialLinksOf,
  type ContactView,
  type SocialLink,
} from "./derive";
export { getContactView, getSiteSettings } from "./queries";
export { readSiteSettings } from "./read";
export type { BookingEmailSettings, BookingSettings, ContactSettings, SiteSettings, TableTimeSettings } from "./types";
export { contactPhone } from "./queries";
