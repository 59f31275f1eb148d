export { StatusBadge } from "./admin/enquiry-badges";
export { GuestMarkBadge } from "./admin/guest-mark-badge";
export { describeGuestChange, describeShape, guestMarkOf, type GuestMarkFacts } from "./guest-marks";
export { confirmationIcs, templateFor } from "./emails";
export { bookingConfirmationEmail, guestFactsOf, mailContext, mayAcknowledge, type MailConfig } from "./guest-mail";
export {
  DEFAULT_INBOX_FILTER,
  inboxQueryString,
  orderedRange,
  parseIsoDate,
  parsePage,
  readParam,
  type RawParams,
} from "./inbox-params";
export { enquiryRef, eventTypeLabel, STATUS_LABELS, type EnquiryStatus } from "./labels";
export { contactForm, eventForm, enquiryMailDeps, formConfig, storeEnquiry } from "./forms";
export { saveEnquiry, SOURCE_PAGE, type EnquiryRow, type SaveDeps, type SaveResult } from "./store";
export { composeGuestEmail, nameForAcknowledgement, templateValuesOf, type GuestFacts } from "./guest-email";
export { BOOKING_PATH, bookingIdOfToken, manageBookingUrl, manageLinksOf } from "./booking-link";
