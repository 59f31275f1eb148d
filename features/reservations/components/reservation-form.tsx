import { getBookingRules } from "@/features/reservations/queries";
import { getContactView } from "@/features/settings";
import type { FormState } from "@/lib/forms/form-state";
import { ReservationFormClient } from "./reservation-form-client";

export async function ReservationForm({
  initialState,
  labelledBy,
}: { initialState?: FormState; labelledBy?: string } = {}) {
  const [{ phone }, rules] = await Promise.all([getContactView(), getBookingRules()]);
  return <ReservationFormClient initialState={initialState} labelledBy={labelledBy} phone={phone} rules={rules} />;
}
