import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, enquiries, siteSettings, type OutboxEmail } from "@/lib/db/schema";
import { addDays, londonNow, toLondonLocal } from "@/lib/time/london";
import { flushOutbox, type OutboxTransport, type SenderOptions } from "@/features/outbox/sender";
import { queueBookingMail } from "@/features/reservations/booking-mail";
import { TEST_MAIL_CONFIG, withTestDatabase } from "../support/admin-harness";
import { usingRealPostgres } from "../support/test-db";
import { insertConfirmedBooking } from "../support/bookings";

const t = withTestDatabase();
const HOUR = 60 * 60_000;
const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
const config = TEST_MAIL_CONFIG;

/** A booking starting `hoursAhead` from now (London wall clock), confirmed `confirmedHoursAgo` ago. */
async function booking(hoursAhead: number, over: Partial<typeof enquiries.$inferInsert> = {}, confirmedHoursAgo = 72) {
  const [date, time] = toLondonLocal(new Date(now.getTime() + hoursAhead * HOUR)).split("T") as [string, string];
  return insertConfirmedBooking(t.db, {
    email: `guest-${Math.random().toString(36).slice(2)}@example.com`,
    preferredDate: date,
    preferredTime: time,
    handledAt: new Date(now.getTime() - confirmedHoursAgo * HOUR),
    ...over,
  });
}

const remindersTo = (id: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.enquiryId, id), eq(emailOutbox.kind, "reminder")));

const queue = (at = now) => queueBookingMail(t.db, { now: at, config });

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(enquiries);
  await t.db.delete(siteSettings);
});

describe(`booking reminders on ${usingRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => {
  it("reminds a confirmed booking once its hours before arrive, with buttons to answer", async () => {
    const due = await booking(20);
    const later = await booking(30);
    expect(await queue()).toEqual({ reminders: 1, thankYous: 0 });
    const [reminder] = await remindersTo(due.id);
    expect(reminder!.toAddress).toBe(due.email);
    expect(reminder!.subject).toMatch(/^See you on /);
    expect(reminder!.textBody).toContain("I'm coming: https://47restaurant.test/booking/");
    expect(reminder!.textBody).toMatch(/I can't make it: \S+\?answer=cancel/);
    expect(await remindersTo(later.id)).toHaveLength(0);
    expect(await queue(new Date(now.getTime() + 7 * HOUR))).toEqual({ reminders: 1, thankYous: 0 });
    expect(await remindersTo(later.id)).toHaveLength(1);
  });

  it("skips a booking confirmed inside its reminder window, and bookings that are not confirmed or have no address", async () => {
    const lateConfirmed = await booking(20, {}, 1);
    const requested = await booking(20, { status: "requested" });
    const byPhone = await booking(20, { email: null });
    const past = await booking(-1);
    expect(await queue()).toEqual({ reminders: 0, thankYous: 0 });
    for (const b of [lateConfirmed, requested, byPhone, past]) expect(await remindersTo(b.id)).toHaveLength(0);
  });

  it("sends none when staff switch reminders off, and follows the hours they set", async () => {
    const b = await booking(40);
    await t.db.insert(siteSettings).values({
      key: "booking_emails",
      value: { remindersOn: false, reminderHours: 48, thankYouOn: false, reviewUrl: "" },
    });
    expect(await queue()).toMatchObject({ reminders: 0 });
    await t.db
      .update(siteSettings)
      .set({ value: { remindersOn: true, reminderHours: 48, thankYouOn: false, reviewUrl: "" } })
      .where(eq(siteSettings.key, "booking_emails"));
    expect(await queue()).toMatchObject({ reminders: 1 });
    expect(await remindersTo(b.id)).toHaveLength(1);
  });

  it("queues one reminder per booking when two senders and the cron run at once", async () => {
    const bookings = await Promise.all(Array.from({ length: 6 }, (_, i) => booking(2 + i)));
    const runs = await Promise.all([queue(), queue(), queue()]);
    expect(runs.reduce((n, r) => n + r.reminders, 0)).toBe(6);
    for (const b of bookings) expect(await remindersTo(b.id)).toHaveLength(1);
    expect(await queue()).toMatchObject({ reminders: 0 });
  });

  it("reminds a moved booking again for its new time", async () => {
    const b = await booking(10);
    await queue();
    const [date, time] = toLondonLocal(new Date(now.getTime() + 12 * HOUR)).split("T") as [string, string];
    await t.db.update(enquiries).set({ preferredDate: date, preferredTime: time }).where(eq(enquiries.id, b.id));
    expect(await queue()).toMatchObject({ reminders: 1 });
    const sent = await remindersTo(b.id);
    expect(sent).toHaveLength(2);
  });

  it("is delayed by a slow or failing mail server, never doubled or lost", async () => {
    const b = await booking(5);
    await queue();
    let failing = true;
    const delivered: string[] = [];
    const transport: OutboxTransport = {
      send: async (row: OutboxEmail) => {
        await new Promise((r) => setTimeout(r, 50));
        if (failing) throw Object.assign(new Error("421 try later"), { code: "ECONNECTION" });
        delivered.push(row.id);
      },
    };
    const options = (at: Date): SenderOptions => ({
      transport,
      maxAttempts: 5,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      leaseMs: 30_000,
      now: () => at,
    });
    const later = new Date(Date.now() + 60_000);
    expect(await flushOutbox(t.db, options(later))).toMatchObject({ retrying: 1, sent: 0 });
    expect(await queue()).toMatchObject({ reminders: 0 });
    failing = false;
    const results = await Promise.all([
      flushOutbox(t.db, options(new Date(later.getTime() + 5000))),
      flushOutbox(t.db, options(new Date(later.getTime() + 5000))),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(delivered).toHaveLength(1);
    expect((await remindersTo(b.id)).map((r) => r.state)).toEqual(["sent"]);
  });
});

describe("the thank-you after a visit", () => {
  const visit = async (daysAgo: number, status: "seated" | "no_show" = "seated") => {
    const today = londonNow(now).date;
    return booking(0, { preferredDate: addDays(today, -daysAgo), preferredTime: "19:00", status });
  };
  const morning = (() => {
    const today = londonNow(now).date;
    return new Date(`${today}T11:00:00Z`);
  })();

  it("is off by default and needs a review link", async () => {
    await visit(1);
    expect(await queueBookingMail(t.db, { now: morning, config })).toMatchObject({ thankYous: 0 });
    await t.db.insert(siteSettings).values({
      key: "booking_emails",
      value: { remindersOn: true, reminderHours: 24, thankYouOn: true, reviewUrl: "" },
    });
    expect(await queueBookingMail(t.db, { now: morning, config })).toMatchObject({ thankYous: 0 });
  });

  it("thanks a seated guest once, the morning after, with the review link", async () => {
    await t.db.insert(siteSettings).values({
      key: "booking_emails",
      value: { remindersOn: true, reminderHours: 24, thankYouOn: true, reviewUrl: "https://g.page/r/47/review" },
    });
    const seated = await visit(1);
    await visit(1, "no_show");
    await visit(5);
    expect(await queueBookingMail(t.db, { now: morning, config })).toMatchObject({ thankYous: 1 });
    expect(await queueBookingMail(t.db, { now: morning, config })).toMatchObject({ thankYous: 0 });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "thank_you"));
    expect(mail!.enquiryId).toBe(seated.id);
    expect(mail!.textBody).toContain("Leave a review: https://g.page/r/47/review");
  });
});
