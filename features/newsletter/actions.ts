"use server";

import { submitPublicForm } from "@/lib/actions/public-action";
import type { FormState } from "@/lib/forms/form-state";
import { contactPhone } from "@/features/settings";
import { newsletterForm } from "./form";

export async function subscribeNewsletter(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitPublicForm(newsletterForm, formData, contactPhone);
}
