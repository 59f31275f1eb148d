import { ContactFormClient } from "./contact-form-client";
import { FormToken } from "./form-token";

/** The contact form (SPEC §3, §5): name, email and message required; phone optional. */
export function ContactForm() {
  return <ContactFormClient token={<FormToken />} />;
}
