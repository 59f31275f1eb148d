import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { runPublicAction } from "@/lib/actions/public-action";
import { activityLog, bookingSlots, emailOutbox, enquiries, openingTimes, waitlistEntries } from "@/lib/db/schema";
import { addDays, londonDateOf } from "@/lib/time/london";
import { bookingToken } from "@/features/enquiries/booking-link";
import { deleteEnquiry } from "@/features/enquiries/changes";
import { readBookingRules } from "@/features/reservations/booking-read";
import { weekdayOf } from "@/features/reservations/booking-rules";
import { waitlistFormWith } from "@/features/reservations/waitlist-form";
import { waitlistIdOfToken, waitlistOfferToken } from "@/features/reservations/waitlist-link";
import { offerWaitlistTableWith } from "@/features/reservations/waitlist-offer";
import { acceptWaitlistOffer, WAITLIST_SOURCE } from "@/features/reservations/waitlist-store";
import { TEST_MAIL_CONFIG, adminDeps, withTestDatabase } from "../support/admin-harness";
import { guestContext, postedForm } from "../support/public-post";

const t = withTestDatabase();
const PHONE = "0116 496 0555";
const secret = TEST_MAIL_CONFIG.secret;
// A Saturday far enough ahead for every rule; its slots take 4 covers each.
const saturday = (() => {
  let d = addDays(londonDateOf(new Date()), 14);
  while (weekdayOf(d) !== 6) d = addDays(d, 1);
  return d;
})();

beforeAll(async () => {
  await t.db
    .insert(openingTimes)
    .values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, openTime1: "17:00", closeTime1: "23:00" })));
  await t.db.update(bookingSlots).set({ coversLimit: 4 }).where(eq(bookingSlots.day, 6));
});

const delivered: number[] = [];
const form = waitlistFormWith(() => readBookingRules(t.db, londonDateOf(new Date())), {
  mail: () => TEST_MAIL_CONFIG,
  deliver: () => delivered.push(1),
});
const join = (values: Record<string, string>, ip: string) => {
  const now = Date.now();
  return runPublicAction(
    form,
    postedForm("waitlist", values, secret, now - 5000),
    guestContext({ db: () => t.db, phone: PHONE, now, secret, maxPosts: 50 }, ip),
  );
};
const guest = (email: string, over: Record<string, string> = {}) => ({
  name: "Amina Khan",
  email,
  phone: "07700 900123",
  guests: "2",
  date: saturday,
  time: "19:00",
  ...over,
});
const offer = (input: { id: string }) =>
  createAdminAction(adminDeps(t.db))(offerWaitlistTableWith(() => TEST_MAIL_CONFIG))(input);

async function confirmedBooking(time: string, guests: number, email = "booked@example.com") {
  const [row] = await t.db
    .insert(enquiries)
    .values({
      formType: "reservation",
      status: "confirmed",
      name: "Booked Guest",
      email,
      preferredDate: saturday,
      preferredTime: time,
      guests,
      sourcePage: "reservations",
    })
    .returning();
  return row!;
}
const entryOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = ${email}`)
  )[0]!;
const mailTo = (email: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.createdAt);
const logOf = (id: string) => t.db.select().from(activityLog).where(eq(activityLog.entityId, id));

describe("joining a full slot's waitlist", () => {
  it("lists the guest once, acknowledges by e-mail and logs no personal data", async () => {
    await confirmedBooking("19:00", 4);
    const answer = await join(guest("amina@example.com"), "198.51.100.1");
    expect(answer).toMatchObject({ status: "success", notice: { title: "You are on the waitlist" } });
    const entry = await entryOf("amina@example.com");
    expect(entry).toMatchObject({ status: "waiting", party: 2, time: "19:00:00", enquiryId: null });
    const [ack] = await mailTo("amina@example.com");
    expect(ack).toMatchObject({ kind: "acknowledgement", enquiryId: null });
    expect(ack!.subject).toMatch(/^You are on the waitlist for \w+day \d+ \w+ \d{4} at 7pm$/);
    expect(ack!.textBody).toContain("Amina Khan");
    const [log] = await logOf(entry.id);
    expect(log).toMatchObject({ actorEmail: "guest", action: "waitlist.joined" });
    expect(log!.summary).not.toMatch(/Amina|amina|07700/);
    expect(delivered).toHaveLength(1);

    expect(await join(guest("amina@example.com"), "198.51.100.2")).toMatchObject({ status: "success" });
    expect(
      await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "amina@example.com")),
    ).toHaveLength(1);
    expect(await mailTo("amina@example.com")).toHaveLength(1);
  });

  it("refuses a slot that still has room, a time the day does not offer and a party of 9, storing nothing", async () => {
    const room = await join(guest("room@example.com", { time: "20:00" }), "198.51.100.3");
    expect(room).toMatchObject({ status: "invalid", values: { email: "room@example.com", time: "20:00" } });
    expect(room.fieldErrors?.time).toMatch(/^There is still room for 2 guests at 8:00pm on Saturday/);
    const offSlot = await join(guest("room@example.com", { time: "03:00" }), "198.51.100.3");
    expect(offSlot.fieldErrors?.time).toMatch(/We do not take bookings at 3:00am/);
    const nine = await join(guest("room@example.com", { guests: "9+" }), "198.51.100.3");
    expect(nine.fieldErrors?.guests).toContain(`call us on ${PHONE}`);
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "room@example.com"))).toEqual([]);
  });

  it("honours the public guards: a filled honeypot stores nothing", async () => {
    const fd = postedForm("waitlist", guest("bot@example.com"), secret, Date.now() - 5000);
    fd.set("website", "https://spam.example");
    const now = Date.now();
    const answer = await runPublicAction(
      form,
      fd,
      guestContext({ db: () => t.db, phone: PHONE, now, secret, maxPosts: 50 }, "198.51.100.4"),
    );
    expect(answer.status).toBe("blocked");
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "bot@example.com"))).toEqual([]);
  });
});

describe("offering freed covers and accepting them", () => {
  it("refuses to offer while the slot is still full", async () => {
    const entry = await entryOf("amina@example.com");
    const refused = await offer({ id: entry.id });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining("no longer free") });
    expect((await entryOf("amina@example.com")).status).toBe("waiting");
  });

  it("offers a freed table with a signed link valid for the set time, and accepting confirms the booking once", async () => {
    await t.db
      .update(enquiries)
      .set({ status: "cancelled" })
      .where(and(eq(enquiries.email, "booked@example.com"), eq(enquiries.preferredTime, "19:00")));
    const entry = await entryOf("amina@example.com");
    const before = Date.now();
    const offered = await offer({ id: entry.id });
    expect(offered).toMatchObject({ ok: true });
    const after = await entryOf("amina@example.com");
    expect(after.status).toBe("offered");
    const lasts = after.offerExpiresAt!.getTime() - before;
    expect(lasts).toBeGreaterThan(2 * 60 * 60 * 1000 - 5000);
    expect(lasts).toBeLessThanOrEqual(2 * 60 * 60 * 1000 + 5000);

    const mails = await mailTo("amina@example.com");
    const offerMail = mails.find((m) => m.kind === "waitlist_offer")!;
    expect(offerMail.subject).toMatch(/^A table is free for you on .* at 7pm$/);
    const token = /\/waitlist\/([^\s"<>]+)/.exec(offerMail.textBody)![1]!;
    expect(waitlistIdOfToken(secret, token)).toBe(entry.id);
    const [offerLog] = (await logOf(entry.id)).filter((l) => l.action === "waitlist.offered");
    expect(offerLog!.actorEmail).toBe("chef@example.com");
    expect(offerLog!.summary).not.toMatch(/Amina|amina|07700/);

    const accepted = await acceptWaitlistOffer(t.db, entry.id, { now: new Date(), mail: TEST_MAIL_CONFIG });
    expect(accepted.kind).toBe("accepted");
    const enquiryId = accepted.kind === "accepted" ? accepted.enquiryId : "";
    const [booking] = await t.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(booking).toMatchObject({
      formType: "reservation",
      status: "confirmed",
      sourcePage: WAITLIST_SOURCE,
      preferredDate: saturday,
      preferredTime: "19:00:00",
      guests: 2,
      email: "amina@example.com",
    });
    expect(await entryOf("amina@example.com")).toMatchObject({ status: "accepted", enquiryId });
    expect((await mailTo("amina@example.com")).some((m) => m.kind === "confirm" && m.enquiryId === enquiryId)).toBe(
      true,
    );
    expect(await acceptWaitlistOffer(t.db, entry.id, { now: new Date(), mail: TEST_MAIL_CONFIG })).toEqual({
      kind: "already",
    });
    expect(await t.db.select().from(enquiries).where(eq(enquiries.sourcePage, WAITLIST_SOURCE))).toHaveLength(1);
  });

  it("erasing the booking a guest accepted erases their waitlist entry too", async () => {
    const { enquiryId } = await entryOf("amina@example.com");
    expect(await createAdminAction(adminDeps(t.db))(deleteEnquiry)({ id: enquiryId! })).toMatchObject({ ok: true });
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "amina@example.com"))).toEqual([]);
  });

  async function offeredEntry(email: string, time: string, expiresInMs: number) {
    const [row] = await t.db
      .insert(waitlistEntries)
      .values({
        date: saturday,
        time,
        party: 2,
        name: "Bilal Ahmed",
        email,
        phone: "07700 900456",
        status: "offered",
        offeredAt: new Date(),
        offerExpiresAt: new Date(Date.now() + expiresInMs),
      })
      .returning();
    return row!;
  }

  it("after the offer's time: nothing is booked and the entry is marked expired, ready to be offered again", async () => {
    const entry = await offeredEntry("late@example.com", "21:00", -60_000);
    expect(await acceptWaitlistOffer(t.db, entry.id, { now: new Date(), mail: TEST_MAIL_CONFIG })).toEqual({
      kind: "expired",
    });
    expect((await entryOf("late@example.com")).status).toBe("expired");
    expect(await t.db.select().from(enquiries).where(eq(enquiries.email, "late@example.com"))).toEqual([]);
    expect(await offer({ id: entry.id })).toMatchObject({ ok: true });
    expect((await entryOf("late@example.com")).status).toBe("offered");
  });

  it("when the covers went meanwhile: nothing is booked and the guest goes back to waiting", async () => {
    const entry = await offeredEntry("gone@example.com", "20:30", 60 * 60 * 1000);
    await confirmedBooking("20:30", 3, "phone@example.com");
    expect(await acceptWaitlistOffer(t.db, entry.id, { now: new Date(), mail: TEST_MAIL_CONFIG })).toEqual({
      kind: "gone",
    });
    expect(await entryOf("gone@example.com")).toMatchObject({ status: "waiting", offerExpiresAt: null });
    expect(await t.db.select().from(enquiries).where(eq(enquiries.email, "gone@example.com"))).toEqual([]);
    const [log] = (await logOf(entry.id)).filter((l) => l.action === "waitlist.offer_taken");
    expect(log!.summary).not.toContain("Bilal");
  });

  it("a forged or altered link names no entry, and another link's purpose does not open one", async () => {
    const entry = await entryOf("late@example.com");
    const token = waitlistOfferToken(secret, entry.id);
    expect(waitlistIdOfToken(secret, token)).toBe(entry.id);
    expect(waitlistIdOfToken(secret, `${token.slice(0, -2)}xx`)).toBeNull();
    expect(waitlistIdOfToken("another-secret-0123456789abcdef", token)).toBeNull();
    expect(waitlistIdOfToken(secret, bookingToken(secret, entry.id))).toBeNull();
    const other = crypto.randomUUID();
    expect(waitlistIdOfToken(secret, `${other}.${token.split(".")[1]}`)).toBeNull();
    expect(await acceptWaitlistOffer(t.db, other, { now: new Date(), mail: TEST_MAIL_CONFIG })).toEqual({
      kind: "invalid",
    });
  });
});
