"use server";

import { after } from "next/server";
import { adminAction } from "@/lib/actions/admin-action";
import { retryOutboxEmail, resetEmailTemplate, saveEmailTemplate } from "@/lib/email/admin-actions";
import { runOutbox } from "@/lib/email/delivery";

/** The Outbox's and templates' mutations; their logic and activity entries live in lib/email/admin-actions.ts. */
export const retryEmail = adminAction({
  ...retryOutboxEmail,
  run: async (ctx) => ({ ...(await retryOutboxEmail.run(ctx)), afterCommit: () => after(runOutbox) }),
});
export const updateEmailTemplate = adminAction(saveEmailTemplate);
export const restoreEmailTemplate = adminAction(resetEmailTemplate);
