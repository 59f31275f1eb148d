import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { activityLog, emailOutbox, emailTemplates } from "@/lib/db/schema";
import { resetEmailTemplate, retryOutboxEmail, saveEmailTemplate } from "@/features/outbox/changes";
import { enqueueEmail } from "@/features/outbox/outbox";
import { loadTemplate } from "@/features/outbox/template-store";
import { TEMPLATES } from "@/features/outbox/templates";
import { adminDeps } from "../support/admin-harness";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

function harness() {
  const adminAction = createAdminAction(adminDeps(database.db));
  return {
    retry: adminAction(retryOutboxEmail),
    save: adminAction(saveEmailTemplate),
    reset: adminAction(resetEmailTemplate),
  };
}

const logFor = (entityId: string) =>
  database.db.select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.createdAt);

describe("e-mail templates", () => {
  it("an edit is saved, logged and used; an unknown field is refused with the fields allowed; restore brings back the built-in text", async () => {
    const { save, reset } = harness();
    const refused = await save({ key: "ack_contact", subject: "Hi {{guest_name}}", body: "You wrote {{message}}" });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: {
        body: [expect.stringContaining("{{message}} is not a field this template can use. Use only {{guest_name}}")],
      },
    });
    expect(await database.db.select().from(emailTemplates)).toHaveLength(0);

    expect(
      await save({ key: "ack_contact", subject: "Hello {{guest_name}}", body: "Dear {{guest_name}},\n\nThanks." }),
    ).toEqual({ ok: true, data: { saved: true } });
    expect(await loadTemplate(database.db, "ack_contact")).toEqual({
      subject: "Hello {{guest_name}}",
      body: "Dear {{guest_name}},\n\nThanks.",
      edited: true,
    });
    expect(
      await save({ key: "ack_contact", subject: "Hello {{guest_name}}", body: "Dear {{guest_name}},\n\nThanks." }),
    ).toEqual({ ok: true, data: { saved: false } });
    const [entry] = await logFor("ack_contact");
    expect(entry).toMatchObject({
      action: "email_template.updated",
      actorEmail: "chef@example.com",
      before: { subject: TEMPLATES.ack_contact.subject },
      after: { subject: "Hello {{guest_name}}" },
    });

    expect(await reset({ key: "ack_contact" })).toEqual({ ok: true, data: { reset: true } });
    expect(await loadTemplate(database.db, "ack_contact")).toMatchObject({
      subject: TEMPLATES.ack_contact.subject,
      edited: false,
    });
    expect((await logFor("ack_contact")).map((e) => e.action)).toEqual([
      "email_template.updated",
      "email_template.reset",
    ]);
  });
});

describe("Retry", () => {
  it("makes a failed e-mail due again with fresh attempts and logs it without the address; refuses one on its way", async () => {
    const { retry } = harness();
    const [id] = await enqueueEmail(database.db, {
      kind: "acknowledgement",
      enquiryId: null,
      to: "guest@example.com",
      fromName: "47 Restaurant",
      fromAddress: "hello@47restaurant.test",
      replyTo: null,
      subject: "We have your message",
      html: "<p>x</p>",
      text: "x",
      headers: {},
      ics: null,
    });
    expect(await retry({ id: id! })).toMatchObject({ ok: false, error: expect.stringContaining("already on its way") });
    await database.db
      .update(emailOutbox)
      .set({ state: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
      .where(eq(emailOutbox.id, id!));
    expect(await retry({ id: id! })).toEqual({ ok: true, data: { state: "pending" } });
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row).toMatchObject({ state: "pending", attempts: 0, lastError: null });
    const [entry] = await logFor(id!);
    expect(entry).toMatchObject({
      action: "email.retried",
      summary: "Sent the acknowledgement e-mail again",
      before: { state: "failed", attempts: 8, lastError: "550 mailbox unavailable" },
    });
    expect(JSON.stringify(entry)).not.toContain("guest@example.com");
  });
});
