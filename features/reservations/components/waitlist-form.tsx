import { BookingForm, type BookingFormProps } from "./booking-form";
import { WaitlistFormClient } from "./waitlist-form-client";

export const WaitlistForm = (props: BookingFormProps = {}) => <BookingForm client={WaitlistFormClient} {...props} />;
