"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { outboxActions } from "./changes";
import { runOutbox } from "./delivery";

export const { retryOutboxEmail, saveEmailTemplate, resetEmailTemplate } = adminActions(outboxActions(), {
  deliverMail: runOutbox,
});
