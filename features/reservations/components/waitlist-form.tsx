import { getBookingRules } from "@/features/reservations/queries";
import { getContactView } from "@/features/settings";
import type { FormState } from "@/lib/forms/form-state";
import { WaitlistFormClient } from "./waitlist-form-client";

export async function WaitlistForm({
  initialState,
  labelledBy,
}: { initialState?: FormState; labelledBy?: string } = {}) {
  const [{ phone }, rules] = await Promise.all([getContactView(), getBookingRules()]);
  return <WaitlistFormClient initialState={initialState} labelledBy={labelledBy} phone={phone} rules={rules} />;
}
