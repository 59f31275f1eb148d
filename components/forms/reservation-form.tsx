import type { FormState } from "@/lib/validation/form-state";
import { ReservationFormClient } from "./reservation-form-client";

/** The table request form (SPEC §3, §5, §9): times 17:00–21:30, guests 1–8 and 9+. */
export function ReservationForm({ initialState }: { initialState?: FormState } = {}) {
  return <ReservationFormClient initialState={initialState} />;
}
