import type { FormState } from "@/lib/validation/form-state";
import { ContactFormClient } from "./contact-form-client";

/** The contact form (SPEC §3, §5): name, email and message required; phone optional. */
export function ContactForm({ initialState }: { initialState?: FormState } = {}) {
  return <ContactFormClient initialState={initialState} />;
}
