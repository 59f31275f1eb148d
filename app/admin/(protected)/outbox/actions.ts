"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { outboxActions } from "@/lib/email/actions";

export const { retryOutboxEmail, saveEmailTemplate, resetEmailTemplate } = adminActions(outboxActions());
