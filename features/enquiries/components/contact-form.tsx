import { getContactView } from "@/features/settings";
import type { FormState } from "@/lib/forms/form-state";
import { ContactFormClient } from "./contact-form-client";

/** `labelledBy`: the page's own heading for the form, which then shows none of its own. */
export async function ContactForm({
  initialState,
  labelledBy,
}: { initialState?: FormState; labelledBy?: string } = {}) {
  const { phone } = await getContactView();
  return <ContactFormClient initialState={initialState} labelledBy={labelledBy} phone={phone} />;
}
