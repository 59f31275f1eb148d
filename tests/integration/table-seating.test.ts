import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { runPublicAction } from "@/lib/actions/public-action";
import {
  activityLog,
  bookingTables,
  emailOutbox,
  enquiries,
  openingTimes,
  restaurantTableJoins,
  restaurantTables,
} from "@/lib/db/schema";
import { addDays, londonDateOf } from "@/lib/time/london";
import { changeEnquiryStatus } from "@/features/enquiries/changes";
import { sendEnquiryEmail } from "@/features/enquiries/email-actions";
import type { SaveDeps } from "@/features/enquiries/store";
import { readBookingRules, readDayAvailability } from "@/features/reservations/booking-read";
import { dayPlan } from "@/features/reservations/booking-rules";
import { addPhoneBookingWith } from "@/features/reservations/changes";
import { reservationFormWith } from "@/features/reservations/form";
import { changeAsGuest } from "@/features/reservations/guest-changes";
import { saveBookingSettings } from "@/features/settings/changes";
import { bookingSettingsSchema } from "@/features/settings/schema";
import { TEST_MAIL_CONFIG, adminDeps, withTestDatabase } from "../support/admin-harness";
import { insertConfirmedBooking } from "../support/bookings";
import { guestContext, postedForm } from "../support/public-post";

// A small room: two four-tops that push together and a two-top. Time at the table is the default:
// up to 2 guests 90 minutes, 3–4 two hours, 5 or more two and a half.

const database = withTestDatabase();
const PHONE = "0116 496 0555";
const secret = "integration-secret-0123456789abcdef";
const day = addDays(londonDateOf(new Date()), 7);
const ids: Record<string, string> = {};

async function setUpRoom() {
  if (ids.A) return;
  const db = database.db;
  await db
    .insert(openingTimes)
    .values([1, 2, 3, 4, 5, 6, 7].map((d) => ({ day: d, openTime1: "12:00", closeTime1: "23:30" })));
  const rows = await db
    .insert(restaurantTables)
    .values([
      { name: "A", area: "Main room", seatsMin: 2, seatsMax: 4, x: 0, y: 0, sort: 0 },
      { name: "B", area: "Main room", seatsMin: 2, seatsMax: 4, x: 1, y: 0, sort: 1 },
      { name: "C", area: "Window", seatsMin: 1, seatsMax: 2, x: 2, y: 0, sort: 2 },
    ])
    .returning();
  for (const r of rows) ids[r.name] = r.id;
  const [a, b] = [ids.A!, ids.B!].sort();
  await db.insert(restaurantTableJoins).values({ tableA: a!, tableB: b! });
}

const admin = () => createAdminAction(adminDeps(database.db, "host@example.com"));
const confirm = (id: string) => admin()(changeEnquiryStatus)({ id, status: "confirmed" });
const setStatus = (id: string, status: "cancelled" | "seated" | "no_show" | "requested") =>
  admin()(changeEnquiryStatus)({ id, status });
const request = (over: Partial<typeof enquiries.$inferInsert>) =>
  insertConfirmedBooking(database.db, {
    status: "requested",
    preferredDate: day,
    preferredTime: "19:00",
    guests: 4,
    ...over,
  });
const tablesOf = async (id: string) =>
  (await database.db.select().from(bookingTables).where(eq(bookingTables.enquiryId, id))).map((r) => r.tableId).sort();
const availability = async (date = day) =>
  readDayAvailability(database.db, dayPlan(await readBookingRules(database.db, londonDateOf(new Date())), date));

const immediate: SaveDeps = { mail: TEST_MAIL_CONFIG, deliver: async () => {}, schedule: (task) => void task() };
const form = reservationFormWith(() => readBookingRules(database.db, londonDateOf(new Date())), { save: immediate });
let client = 10;
const post = (values: Record<string, string>) => {
  const now = Date.now();
  const fd = postedForm(
    "reservation",
    {
      name: "Amina Khan",
      email: "amina@example.com",
      phone: "07700 900123",
      date: day,
      time: "19:00",
      guests: "4",
      notes: "",
      ...values,
    },
    secret,
    now - 5000,
  );
  return runPublicAction(
    form,
    fd,
    guestContext({ db: () => database.db, phone: PHONE, now, secret, maxPosts: 50 }, `198.51.100.${client++}`),
  );
};

describe("the book seats parties at tables", () => {
  it("confirming a request seats it at the smallest table that fits, and a party of two takes the two-top", async () => {
    await setUpRoom();
    const pair = await request({ guests: 2, email: "pair@example.com" });
    expect(await confirm(pair.id)).toMatchObject({ ok: true, data: { status: "confirmed", table: "Table C" } });
    expect(await tablesOf(pair.id)).toEqual([ids.C]);
  });

  it("two parties of four at 7pm take both four-tops: a third is not offered 7pm, nor the hours that overlap it", async () => {
    const first = await request({ email: "one@example.com" });
    const second = await request({ email: "two@example.com" });
    expect(await confirm(first.id)).toMatchObject({ ok: true, data: { table: "Table A" } });
    expect(await confirm(second.id)).toMatchObject({ ok: true, data: { table: "Table B" } });

    const { seatable } = await availability();
    expect(seatable!["4"]).not.toContain("19:00");
    expect(seatable!["4"]).not.toContain("20:30");
    // Half-open times: a party leaving at 7pm frees the table for one arriving at 7pm.
    expect(seatable!["4"]).toContain("17:00");
    expect(seatable!["4"]).toContain("21:00");
    // With the two-top taken at 7pm as well, even a pair cannot sit down between 6:30 and 8:30pm.
    expect(seatable!["2"]).toEqual(["17:00", "17:30", "20:30", "21:00", "21:30"]);

    const refused = await post({ email: "third@example.com" });
    expect(refused).toMatchObject({ status: "invalid" });
    expect(refused.fieldErrors?.time).toMatch(
      /^We have no table free for 4 guests at 7:00pm on .+\. Please choose another time, or call us on 0116 496 0555\.$/,
    );

    const phone = await admin()(addPhoneBookingWith(() => TEST_MAIL_CONFIG))({
      name: "Phone Guest",
      phone: "07700 900111",
      email: "",
      date: day,
      time: "19:30",
      guests: "3",
      notes: "",
    });
    expect(phone).toMatchObject({ ok: false });
    expect((phone as { error: string }).error).toMatch(
      /^No table for 3 guests at 7:30pm on .+: Every table that fits the party is taken for part of that time\./,
    );
  });

  it("a party of six sits at the two four-tops pushed together, when both are free for its whole time", async () => {
    const six = await request({ guests: 6, preferredTime: "21:00", email: "six@example.com" });
    expect(await confirm(six.id)).toMatchObject({ ok: true, data: { table: "Tables A + B" } });
    expect(await tablesOf(six.id)).toEqual([ids.A, ids.B].sort());
  });

  it("a phone booking that fits is seated as it is stored", async () => {
    const added = await admin()(addPhoneBookingWith(() => TEST_MAIL_CONFIG))({
      name: "Phone Guest",
      phone: "07700 900111",
      email: "",
      date: day,
      time: "17:00",
      guests: "4",
      notes: "",
    });
    expect(added).toMatchObject({ ok: true, data: { table: "Table A" } });
  });

  it("cancelling frees the table at once, and seated keeps it", async () => {
    const [one] = await database.db
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.email, "one@example.com"), eq(enquiries.preferredDate, day)));
    expect(await setStatus(one!.id, "cancelled")).toMatchObject({ ok: true });
    expect(await tablesOf(one!.id)).toEqual([]);
    expect((await availability()).seatable!["4"]).toContain("19:00");

    const [two] = await database.db.select().from(enquiries).where(eq(enquiries.email, "two@example.com"));
    expect((await tablesOf(two!.id)).length).toBe(1);
  });

  it("confirming by e-mail seats the booking too, and says where in its answer", async () => {
    const late = await request({ guests: 2, preferredTime: "21:00", email: "late@example.com" });
    const sent = await admin()(sendEnquiryEmail(() => TEST_MAIL_CONFIG))({
      id: late.id,
      action: "confirm",
      subject: "Your table",
      body: "We look forward to seeing you.",
    });
    expect(sent).toMatchObject({ ok: true, data: { status: "confirmed", table: "Table C" } });
  });

  it("a guest who changes their confirmed booking gives its table back until staff confirm it again", async () => {
    const [two] = await database.db.select().from(enquiries).where(eq(enquiries.email, "two@example.com"));
    const changed = await changeAsGuest(
      database.db,
      two!.id,
      { date: day, time: "17:30", guests: "2" },
      { now: new Date() },
    );
    expect(changed).toMatchObject({ ok: true, done: "change" });
    expect(await tablesOf(two!.id)).toEqual([]);
  });

  it("a booking confirmed before tables existed is counted where it would sit, so no one is offered its table", async () => {
    const other = addDays(day, 1);
    await insertConfirmedBooking(database.db, {
      preferredDate: other,
      preferredTime: "19:00",
      guests: 4,
      email: "old1@example.com",
    });
    await insertConfirmedBooking(database.db, {
      preferredDate: other,
      preferredTime: "19:00",
      guests: 4,
      email: "old2@example.com",
    });
    expect((await availability(other)).seatable!["4"]).not.toContain("19:00");
  });
});

describe("instant confirmation", () => {
  const settings = (instantConfirmation: boolean) =>
    admin()({
      name: "settings.saveBookings",
      schema: bookingSettingsSchema,
      entity: "site_settings",
      run: saveBookingSettings,
    })({
      noShowGraceMinutes: 15,
      waitlistOfferHours: 2,
      retentionMonths: 24,
      instantConfirmation,
    });
  const stored = (email: string) => database.db.select().from(enquiries).where(eq(enquiries.email, email));
  const mailTo = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

  it("off (the default): a request stays a request, with SPEC's message and an acknowledgement", async () => {
    const sent = await post({ email: "off@example.com", time: "18:00", guests: "2" });
    expect(sent).toMatchObject({
      status: "success",
      notice: { title: "Reservation Request Received" },
    });
    const [row] = await stored("off@example.com");
    expect(row!.status).toBe("requested");
    expect(await tablesOf(row!.id)).toEqual([]);
    expect((await mailTo("off@example.com")).map((m) => m.kind)).toEqual(["acknowledgement"]);
  });

  it("on: a request that fits is confirmed and seated at once, and the guest gets the confirmation with its invitation", async () => {
    expect(await settings(true)).toMatchObject({ ok: true });
    const sent = await post({ email: "instant@example.com", time: "18:00", guests: "2" });
    expect(sent).toMatchObject({ status: "success", notice: { title: "Your table is booked" } });
    expect(sent.notice?.description).toContain("at 6:00pm");
    const [row] = await stored("instant@example.com");
    expect(row).toMatchObject({ status: "confirmed", handledBy: "instant confirmation" });
    expect((await tablesOf(row!.id)).length).toBe(1);
    const mail = await mailTo("instant@example.com");
    expect(mail.map((m) => m.kind)).toEqual(["confirm"]);
    expect(mail[0]!.ics).toContain("BEGIN:VCALENDAR");
    const [logged] = await database.db.select().from(activityLog).where(eq(activityLog.entityId, row!.id));
    expect(logged).toMatchObject({ actorEmail: "instant confirmation", action: "enquiry.confirmed_at_once" });
    expect(logged!.summary).toMatch(/^Confirmed the reservation .+ as it arrived \(Table [ABC]\)$/);
    expect(logged!.summary).not.toContain("Amina");
  });

  it("on: a party of “9 or more” stays a request, as staff must ask its size first", async () => {
    const sent = await post({ email: "nine@example.com", time: "17:00", guests: "9+" });
    // Nine fit no table or set in this room, so the form itself says no: nothing is stored.
    expect(sent).toMatchObject({ status: "invalid" });
    expect(await stored("nine@example.com")).toHaveLength(0);
    await settings(false);
  });
});
