import { getContactView } from "@/features/settings";
import type { FormState } from "@/lib/forms/form-state";
import { EventFormClient } from "./event-form-client";

export async function EventForm({ initialState }: { initialState?: FormState } = {}) {
  const { phone } = await getContactView();
  return <EventFormClient initialState={initialState} phone={phone} />;
}
