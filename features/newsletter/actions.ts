"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { submitPublicForm } from "@/lib/actions/public-action";
import { serverDeps } from "@/lib/actions/server-deps";
import type { FormState } from "@/lib/forms/form-state";
import { contactPhone } from "@/features/settings";
import { mailConfig, runOutbox } from "@/features/outbox";
import { runNewsletterCampaigns } from "./campaign-clock";
import { newsletterActions } from "./changes";
import { newsletterForm } from "./form";

export async function subscribeNewsletter(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitPublicForm(newsletterForm, formData, contactPhone);
}

export const {
  createCampaign,
  updateCampaign,
  deleteCampaign,
  scheduleCampaign,
  unscheduleCampaign,
  pauseCampaign,
  resumeCampaign,
  sendTestCampaign,
} = adminActions(newsletterActions({ now: serverDeps.now, mailConfig }), {
  // A campaign due now starts at once, and a test goes straight to the outbox's sender.
  deliverMail: async () => {
    await runNewsletterCampaigns();
    await runOutbox();
  },
});
