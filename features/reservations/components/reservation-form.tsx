import { BookingForm, type BookingFormProps } from "./booking-form";
import { ReservationFormClient } from "./reservation-form-client";

export const ReservationForm = (props: BookingFormProps = {}) => (
  <BookingForm client={ReservationFormClient} {...props} />
);
