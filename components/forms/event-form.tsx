import type { FormState } from "@/lib/validation/form-state";
import { EventFormClient } from "./event-form-client";

/** The private events enquiry (SPEC §3, §5); the events page places it at #event-form. */
export function EventForm({ initialState }: { initialState?: FormState } = {}) {
  return <EventFormClient initialState={initialState} />;
}
