export { normaliseEmail, normalisePhone } from "./normalise";
export { readGuestGlances, readTagsInUse, type GuestGlance, type TagInUse } from "./admin-queries";
export { parseTag, storedTagLabel } from "./tags";
export { GuestGlanceBadges, guestGlanceInWords } from "./admin/guest-glance";
export {
  activityMomentOf,
  findOrCreateGuest,
  grantMarketingConsent,
  withdrawMarketingConsent,
  type GuestContact,
} from "./store";
