import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { activityLog, emailOutbox, enquiries } from "@/lib/db/schema";
import { sendEnquiryEmail } from "@/features/enquiries/email-actions";
import { composerOptionsFor } from "@/features/enquiries/guest-mail";
import { unsubscribeToken } from "@/features/outbox/unsubscribe";
import { GUEST_ACTOR, unsubscribeByLink } from "@/features/newsletter/unsubscribe-store";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import { adminDeps } from "../support/admin-harness";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const config = { siteUrl: "https://47restaurant.test", secret: "integration-secret-0123456789abcdef" };

function harness() {
  return createAdminAction(adminDeps(database.db, "host@example.com"))(sendEnquiryEmail(() => config));
}

async function insert(
  values: Partial<typeof enquiries.$inferInsert> & Pick<typeof enquiries.$inferInsert, "formType">,
) {
  const [row] = await database.db
    .insert(enquiries)
    .values({
      status: initialStatus(values.formType),
      name: "Amina Khan",
      email: "amina@example.com",
      sourcePage: "reservations",
      ...values,
    })
    .returning();
  return row!;
}

/** A table request, as a guest's post stores it. */
const insertBooking = (
  preferredDate: string,
  preferredTime: string,
  guests: number,
  over: Partial<typeof enquiries.$inferInsert> = {},
) => insert({ formType: "reservation", preferredDate, preferredTime, guests, ...over });

const emailsOf = (enquiryId: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.enquiryId, enquiryId));
const logOf = (enquiryId: string) => database.db.select().from(activityLog).where(eq(activityLog.entityId, enquiryId));

describe("Confirm / Decline / Reply", () => {
  it("the composer is prefilled from the template with the booking", async () => {
    const row = await insertBooking("2026-12-04", "19:00", 4);
    const options = await composerOptionsFor(database.db, row, config);
    expect(options.map((o) => o.action)).toEqual(["confirm", "decline", "reply"]);
    expect(options[0]).toMatchObject({
      title: "Confirm the reservation",
      subject: "Your table is confirmed: Friday 4 December 2026 at 7pm",
    });
    expect(options[0]!.body).toContain("your table for 4 on Friday 4 December 2026 at 7pm");
    const contact = await insert({ formType: "contact", sourcePage: "contact" });
    expect((await composerOptionsFor(database.db, contact, config)).map((o) => o.action)).toEqual(["reply"]);
  });

  it("confirming a reservation writes the e-mail with its .ics, moves the status and logs it, in one go", async () => {
    const send = harness();
    const row = await insertBooking("2026-07-10", "19:30", 2, { message: "Secret note" });
    const result = await send({
      id: row.id,
      action: "confirm",
      subject: "Confirmed for {{guest_name}}",
      body: "Dear Amina,\n\nSee you soon.",
    });
    expect(result).toMatchObject({ ok: true, data: { status: "confirmed" } });
    const [mail] = await emailsOf(row.id);
    expect(mail).toMatchObject({
      kind: "confirm",
      toAddress: "amina@example.com",
      subject: "Confirmed for Amina Khan",
      state: "pending",
    });
    expect(mail!.ics).toContain("DTSTART;TZID=Europe/London:20260710T193000");
    expect(mail!.ics).toContain("DTEND;TZID=Europe/London:20260710T213000");
    expect(mail!.ics).toContain(`UID:reservation-${row.id}@47restaurant.test`);
    expect(mail!.html + mail!.textBody).not.toContain("Secret note");
    const [after] = await database.db.select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(after).toMatchObject({ status: "confirmed", handledBy: "host@example.com" });
    const [entry] = await logOf(row.id);
    expect(entry).toMatchObject({
      action: "enquiry.confirmed",
      before: { status: "requested" },
      after: { status: "confirmed", email: mail!.id, calendarInvitation: true },
    });
    expect(JSON.stringify(entry)).not.toContain("amina@example.com");
  });

  it("decline and reply move their statuses; a reply leaves a handled status alone", async () => {
    const send = harness();
    const event = await insert({
      formType: "event",
      sourcePage: "events",
      preferredDate: "2026-09-01",
      guests: 40,
      eventType: "celebration",
    });
    expect(await send({ id: event.id, action: "reply", subject: "Your event", body: "Hello" })).toMatchObject({
      ok: true,
      data: { status: "in_discussion" },
    });
    expect(await send({ id: event.id, action: "decline", subject: "Sorry", body: "We are full." })).toMatchObject({
      ok: true,
      data: { status: "declined" },
    });
    expect(await send({ id: event.id, action: "reply", subject: "Again", body: "Another date?" })).toMatchObject({
      ok: true,
      data: { status: "declined" },
    });
    expect((await emailsOf(event.id)).map((e) => e.kind).sort()).toEqual(["decline", "reply", "reply"]);
    expect((await emailsOf(event.id)).every((e) => e.ics === null)).toBe(true);

    const contact = await insert({ formType: "contact", sourcePage: "contact" });
    expect(await send({ id: contact.id, action: "reply", subject: "Re", body: "Yes, we have parking." })).toMatchObject(
      { ok: true, data: { status: "replied" } },
    );
  });

  it("refuses an enquiry without an address, and confirm on a message, leaving nothing behind", async () => {
    const send = harness();
    const byPhone = await insertBooking("2026-07-10", "19:30", 2, { email: null });
    expect(await send({ id: byPhone.id, action: "confirm", subject: "x", body: "y" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("no e-mail address"),
    });
    const contact = await insert({ formType: "contact", sourcePage: "contact" });
    expect(await send({ id: contact.id, action: "confirm", subject: "x", body: "y" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("reply instead"),
    });
    expect(await emailsOf(byPhone.id)).toHaveLength(0);
    expect(await emailsOf(contact.id)).toHaveLength(0);
    const [still] = await database.db.select().from(enquiries).where(eq(enquiries.id, contact.id));
    expect(still!.status).toBe("new");
  });
});

describe("unsubscribe link", () => {
  it("unsubscribes once, logs it as the guest, and refuses a forged token", async () => {
    const sub = await insert({ formType: "newsletter", sourcePage: "home", email: "nadia@example.com" });
    expect(await unsubscribeByLink(database.db, config.secret, sub.id, "forged")).toBe("invalid");
    const token = unsubscribeToken(config.secret, sub.id);
    expect(await unsubscribeByLink(database.db, config.secret, sub.id, token)).toBe("unsubscribed");
    expect(await unsubscribeByLink(database.db, config.secret, sub.id, token)).toBe("already");
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, sub.id));
    expect(row!.status).toBe("unsubscribed");
    const log = await logOf(sub.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actorEmail: GUEST_ACTOR,
      action: "enquiry.unsubscribed",
      before: { status: "subscribed" },
      after: { status: "unsubscribed" },
    });
    // A reservation's id with a valid-looking token is not a subscriber.
    const other = await insertBooking("2026-07-10", "19:30", 2);
    expect(
      await unsubscribeByLink(database.db, config.secret, other.id, unsubscribeToken(config.secret, other.id)),
    ).toBe("invalid");
  });
});
