export { normaliseEmail, normalisePhone } from "./normalise";
export { readGuestGlances, type GuestGlance } from "./admin-queries";
export { GuestGlanceBadges, guestGlanceInWords } from "./admin/guest-glance";
export {
  activityMomentOf,
  findOrCreateGuest,
  grantMarketingConsent,
  withdrawMarketingConsent,
  type GuestContact,
} from "./store";
