import type { FormState } from "@/lib/validation/form-state";
import { ContactFormClient } from "./contact-form-client";
import { FormToken } from "./form-token";

/** The contact form (SPEC §3, §5): name, email and message required; phone optional. */
export function ContactForm({ initialState }: { initialState?: FormState } = {}) {
  return <ContactFormClient token={<FormToken />} initialState={initialState} />;
}
