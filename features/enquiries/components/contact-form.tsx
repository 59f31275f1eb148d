import { getContactView } from "@/features/settings";
import type { FormState } from "@/lib/forms/form-state";
import { ContactFormClient } from "./contact-form-client";

export async function ContactForm({ initialState }: { initialState?: FormState } = {}) {
  const { phone } = await getContactView();
  return <ContactFormClient initialState={initialState} phone={phone} />;
}
