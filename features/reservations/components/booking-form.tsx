import { getBookingRules } from "@/features/reservations/queries";
import { getContactView } from "@/features/settings";
import type { FormState } from "@/lib/forms/form-state";
import type { BookingFormClientProps } from "./booking-fields";

export interface BookingFormProps {
  initialState?: FormState;
  labelledBy?: string;
}

/** A booking form as the server renders it, given the restaurant's phone and the booking rules. */
export async function BookingForm({
  client: Client,
  ...props
}: BookingFormProps & { client: (props: BookingFormClientProps) => React.ReactNode }) {
  const [{ phone }, rules] = await Promise.all([getContactView(), getBookingRules()]);
  return <Client {...props} phone={phone} rules={rules} />;
}
