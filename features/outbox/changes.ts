import { eq } from "drizzle-orm";
import { AdminActionError, type AdminActionDefinition, type AdminRunContext } from "@/lib/actions/admin-action-core";
import type { z } from "zod";
import { emailOutbox, emailTemplates } from "@/lib/db/schema";
import { enquiryRef } from "@/lib/db/schema/enquiry-statuses";
import { emailRetrySchema, emailTemplateResetSchema, emailTemplateSchema } from "@/features/outbox/schema";
import { KIND_LABELS, type EmailKind } from "./compose";
import { requeueEmail } from "./sender";
import { TEMPLATES } from "./templates";

const kindLabel = (kind: string) => (KIND_LABELS[kind as EmailKind] ?? "E-mail").toLowerCase();

export async function retryOutboxEmailRun({ input, tx }: AdminRunContext<z.output<typeof emailRetrySchema>>) {
  const [before] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, input.id)).for("update");
  if (!before) throw new AdminActionError("That e-mail no longer exists. Its enquiry may have been deleted.");
  if (before.state !== "failed" && before.state !== "held")
    throw new AdminActionError("Only a failed or kept e-mail can be sent again; this one is already on its way.");
  await requeueEmail(tx, before.id);
  const about = before.enquiryId ? ` for enquiry ${enquiryRef(before.enquiryId)}` : "";
  return {
    result: { state: "pending" as const },
    log: {
      action: "email.retried",
      entityId: before.id,
      summary: `Sent the ${kindLabel(before.kind)} e-mail${about} again`,
      before: { state: before.state, attempts: before.attempts, lastError: before.lastError },
      after: { state: "pending", attempts: 0 },
    },
  };
}

export async function saveEmailTemplateRun({ input, tx }: AdminRunContext<z.output<typeof emailTemplateSchema>>) {
  const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.key, input.key)).for("update");
  const def = TEMPLATES[input.key];
  const before = row ? { subject: row.subject, body: row.body } : { subject: def.subject, body: def.body };
  if (before.subject === input.subject && before.body === input.body)
    return { result: { saved: false as boolean }, log: [] };
  await tx
    .insert(emailTemplates)
    .values({ key: input.key, subject: input.subject, body: input.body })
    .onConflictDoUpdate({
      target: emailTemplates.key,
      set: { subject: input.subject, body: input.body, updatedAt: new Date() },
    });
  return {
    result: { saved: true },
    log: {
      action: "email_template.updated",
      entityId: input.key,
      summary: `Edited the “${def.label}” e-mail template`,
      before,
      after: { subject: input.subject, body: input.body },
    },
  };
}

export async function resetEmailTemplateRun({ input, tx }: AdminRunContext<z.output<typeof emailTemplateResetSchema>>) {
  const [row] = await tx.delete(emailTemplates).where(eq(emailTemplates.key, input.key)).returning();
  if (!row) return { result: { reset: false as boolean }, log: [] };
  const def = TEMPLATES[input.key];
  return {
    result: { reset: true },
    log: {
      action: "email_template.reset",
      entityId: input.key,
      summary: `Restored the built-in wording of the “${def.label}” e-mail template`,
      before: { subject: row.subject, body: row.body },
      after: { subject: def.subject, body: def.body },
    },
  };
}

export const retryOutboxEmail = {
  name: "outbox.retry",
  schema: emailRetrySchema,
  sendsMail: true,
  entity: "email",
  run: retryOutboxEmailRun,
} satisfies AdminActionDefinition<typeof emailRetrySchema, { state: "pending" }>;

const templateChange = <S extends z.ZodType, T>(
  name: string,
  schema: S,
  run: AdminActionDefinition<S, T>["run"],
): AdminActionDefinition<S, T> => ({ name, schema, entity: "email_template", run });

export const saveEmailTemplate = templateChange("emailTemplates.save", emailTemplateSchema, saveEmailTemplateRun);

export const resetEmailTemplate = templateChange(
  "emailTemplates.reset",
  emailTemplateResetSchema,
  resetEmailTemplateRun,
);

export const outboxActions = () => ({ retryOutboxEmail, saveEmailTemplate, resetEmailTemplate });
