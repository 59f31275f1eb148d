export { reservationForm, reservationFormWith, storeReservationRequest } from "./form";
