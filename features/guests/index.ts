export { normaliseEmail, normalisePhone } from "./normalise";
export { activityMomentOf, findOrCreateGuest, type GuestContact } from "./store";
