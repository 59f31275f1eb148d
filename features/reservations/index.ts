export { reservationForm, reservationFormWith, storeReservationRequest } from "./form";
export { runBookingMail, startBookingMailClock } from "./booking-mail-clock";
export { waitlistForm } from "./waitlist-form";
