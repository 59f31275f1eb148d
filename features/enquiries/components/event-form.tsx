import { getContactView } from "@/features/settings";
import type { FormState } from "@/lib/forms/form-state";
import { EventFormClient } from "./event-form-client";

/** `labelledBy`: the page's own heading for the form, which then shows none of its own. */
export async function EventForm({ initialState, labelledBy }: { initialState?: FormState; labelledBy?: string } = {}) {
  const { phone } = await getContactView();
  return <EventFormClient initialState={initialState} labelledBy={labelledBy} phone={phone} />;
}
