"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { outboxActions } from "@/lib/email/actions";

const outbox = outboxActions();
export const retryOutboxEmail = adminAction(outbox.retryOutboxEmail);
export const saveEmailTemplate = adminAction(outbox.saveEmailTemplate);
export const resetEmailTemplate = adminAction(outbox.resetEmailTemplate);
