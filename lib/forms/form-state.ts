import type { EnquiryType } from "@/lib/enquiries/statuses";
import type { Notice } from "./messages";

/**
 * What a public form's server action returns (and what useActionState hands back to the form).
 * The same object drives the toast (with JavaScript) and the inline notice (without).
 */
export interface FormState {
  status: "idle" | "success" | "invalid" | "blocked" | "error";
  /** Unique per result, so the form reacts to each answer exactly once. */
  id: string;
  notice?: Notice;
  /** First problem per field, for the message under the field. */
  fieldErrors?: Record<string, string>;
  /** What the guest typed, returned on anything but success so nothing is lost. */
  values?: Record<string, string>;
  /** A fresh form token when the old one was stale or missing. */
  token?: string;
}

export const IDLE_STATE: FormState = { status: "idle", id: "idle" };

/** Hidden form fields shared by every public form and the server wrapper. */
export const FORM_TOKEN_FIELD = "_formToken";
export const HONEYPOT_FIELD = "website";


/**
 * Without JavaScript a form posts to its route handler, which answers with a redirect to the
 * request-time result page (the form pages are pre-rendered shells and cannot show an answer).
 */
export const formPostPath = (form: EnquiryType) => `/api/enquiries/${form}`;
export const formResultPath = (form: EnquiryType) => `/enquiry/${form}`;
