import { getBookingRules } from "@/lib/reservations/queries";
import { getContactView } from "@/lib/settings/queries";
import type { FormState } from "@/lib/forms/form-state";
import { ReservationFormClient } from "./reservation-form-client";

/**
 * The table request form (SPEC §3, §5, §9), with the booking rules and the phone from the
 * cached reads, so the pre-rendered page carries them. On a page that already heads it
 * (/reservations), `labelledBy` names that heading and the form shows no heading of its own;
 * elsewhere (the no-JavaScript answer page) it carries its own.
 */
export async function ReservationForm({ initialState, labelledBy }: { initialState?: FormState; labelledBy?: string } = {}) {
  const [{ phone }, rules] = await Promise.all([getContactView(), getBookingRules()]);
  return <ReservationFormClient initialState={initialState} labelledBy={labelledBy} phone={phone} rules={rules} />;
}
