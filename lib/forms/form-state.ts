import type { EnquiryFormType, Notice } from "./messages";

export interface FormState {
  status: "idle" | "success" | "invalid" | "blocked" | "error";
  id: string;
  notice?: Notice;
  /** What was sent, repeated on the success panel ("Saturday 12 December at 7:00pm, 4 guests"). */
  summary?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  token?: string;
}

export const IDLE_STATE: FormState = { status: "idle", id: "idle" };

export const FORM_TOKEN_FIELD = "_formToken";
export const HONEYPOT_FIELD = "website";

export const formPostPath = (form: EnquiryFormType) => `/api/enquiries/${form}`;
export const formResultPath = (form: EnquiryFormType) => `/enquiry/${form}`;
