import type { EnquiryFormType } from "@/lib/validation/messages";

/**
 * Where a form posts when JavaScript is off (useActionState's permalink). The form pages are
 * pre-rendered shells and cannot show a server action's answer without JavaScript, so a
 * request-time page at this address renders the same form with the answer and the guest's values.
 */
export const FORM_RESULT_PATH: Record<EnquiryFormType, string> = {
  newsletter: "/enquiry/newsletter",
  reservation: "/enquiry/reservation",
  contact: "/enquiry/contact",
  event: "/enquiry/event",
};
