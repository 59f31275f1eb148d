import type { FormState } from "@/lib/forms/form-state";
import { NewsletterFormClient } from "./newsletter-form-client";

/** The home page's newsletter sign-up (SPEC §5): name and email required. */
export function NewsletterForm({ initialState }: { initialState?: FormState } = {}) {
  return <NewsletterFormClient initialState={initialState} />;
}
