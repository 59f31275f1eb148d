import type { FormState } from "@/lib/validation/form-state";
import { ReservationFormClient } from "./reservation-form-client";

/**
 * The table request form (SPEC §3, §5, §9): times 17:00–21:30, guests 1–8 and 9+. On a page that
 * already heads it (/reservations), `labelledBy` names that heading and the form shows no heading
 * of its own; elsewhere (the no-JavaScript answer page) it carries its own.
 */
export function ReservationForm({ initialState, labelledBy }: { initialState?: FormState; labelledBy?: string } = {}) {
  return <ReservationFormClient initialState={initialState} labelledBy={labelledBy} />;
}
