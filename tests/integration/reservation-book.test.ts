import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { activityLog, bookingSlots, emailOutbox, enquiries, openingTimes, specialHours } from "@/lib/db/schema";
import { weekdayOf } from "@/features/reservations/booking-rules";
import { readBook } from "@/features/reservations/book-queries";
import { addPhoneBookingWith } from "@/features/reservations/changes";
import { addDays, londonDateOf } from "@/lib/time/london";
import { TEST_MAIL_CONFIG, adminDeps } from "../support/admin-harness";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
const today = londonDateOf(new Date());
const closedDay = addDays(today, 3);
const limitedDay = addDays(today, 5);

beforeAll(async () => {
  database = await openTestDatabase();
  // Open every evening (so "today" works whatever the weekday), one special closure, one weekday with a covers limit.
  await database.db
    .insert(openingTimes)
    .values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, openTime1: "12:00", closeTime1: "23:00" })));
  await database.db.insert(specialHours).values({ date: closedDay, isClosed: true, notes: "Staff party" });
  await database.db
    .update(bookingSlots)
    .set({ coversLimit: 8 })
    .where(eq(bookingSlots.day, weekdayOf(limitedDay)));
});
afterAll(async () => {
  await database.dispose();
});

const asAdmin = () => {
  return createAdminAction(adminDeps(database.db, "host@example.com"))(addPhoneBookingWith(() => TEST_MAIL_CONFIG));
};

/** The form as staff fill it in for a phone call; each test changes what it is about. */
const phoneCall = {
  name: "Rule Test",
  phone: "07700 900111",
  email: "",
  date: today,
  time: "19:00",
  guests: "6",
  notes: "",
};
const addedId = (result: unknown) => (result as { ok: true; data: { id: string } }).data.id;

describe("a booking taken by phone", () => {
  it("goes into the book as confirmed, for today too, without an e-mail, and is logged without the guest's details", async () => {
    const result = await asAdmin()({ ...phoneCall, name: "Farah Hussain", phone: "07700 900777", notes: "High chair" });
    expect(result).toMatchObject({ ok: true, data: { date: today } });
    const id = addedId(result);

    const book = await readBook(database.db, today, today);
    expect(book).toEqual([
      {
        id,
        name: "Farah Hussain",
        phone: "07700 900777",
        email: null,
        date: today,
        time: "19:00",
        guests: 6,
        guestsAtLeast: false,
        status: "confirmed",
        notes: "High chair",
        source: "phone",
        guest: {
          status: "confirmed",
          guestConfirmedAt: null,
          guestChangedAt: null,
          guestChange: null,
          guestCancelledAt: null,
        },
        // The phone booking found (here, made) its guest by the phone number: this is their first visit.
        glance: { visits: 1, noShows: 0, lastVisit: today, tags: [] },
        // No tables are set up in this test's room, so none is recorded.
        tables: [],
      },
    ]);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ handledBy: "host@example.com", formType: "reservation" });
    const [log] = await database.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(log).toMatchObject({
      action: "enquiry.phone_booking_added",
      actorEmail: "host@example.com",
      after: { status: "confirmed", guests: 6, email: null },
    });
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.enquiryId, id))).toEqual([]);
    expect(JSON.stringify(log)).not.toMatch(/Farah|07700|High chair/);
  });

  it("e-mails the confirmation, with its calendar invitation, only when staff give an address", async () => {
    const result = await asAdmin()({
      ...phoneCall,
      name: "Nadia Rahman",
      phone: "07700 900888",
      email: "Nadia@Example.com",
      date: limitedDay,
      time: "18:00",
      guests: "2",
    });
    expect(result).toMatchObject({ ok: true, data: { emailId: expect.any(String) } });
    const id = addedId(result);
    const [email] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.enquiryId, id));
    expect(email).toMatchObject({
      kind: "confirm",
      toAddress: "nadia@example.com",
      ics: expect.stringContaining("BEGIN:VEVENT"),
    });
    expect(email!.textBody).toContain("Nadia Rahman");
  });

  it("refuses a past date, a missing phone and a party out of range, keeping nothing", async () => {
    const result = await asAdmin()({
      ...phoneCall,
      name: "Late",
      phone: "",
      email: "not-an-address",
      date: addDays(today, -1),
      guests: "0",
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        phone: ["Please enter a phone number we can call back."],
        email: ["Please enter a valid e-mail address, or leave it empty."],
        date: ["That date has passed. Please choose today or a later date."],
        guests: ["Please enter a party size from 1 to 40."],
      },
    });
    expect(await readBook(database.db, addDays(today, -1), addDays(today, -1))).toEqual([]);
  });

  it("obeys the restaurant's closed days, slots and covers limits, in words for staff", async () => {
    const add = asAdmin();
    expect(await add({ ...phoneCall, date: closedDay })).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^The restaurant is closed on \w+ \d+ \w+ \(Staff party\)\. To take this booking, open the day in Opening times first\.$/,
      ),
    });
    expect(await add({ ...phoneCall, date: limitedDay, time: "19:15" })).toEqual({
      ok: false,
      error: expect.stringMatching(/^7:15pm is not a booking slot on /),
    });
    expect(await add({ ...phoneCall, date: limitedDay })).toMatchObject({ ok: true });
    expect(await add({ ...phoneCall, date: limitedDay, guests: "4" })).toEqual({
      ok: false,
      error: expect.stringMatching(/ has room for 2 more, not 4\. Please choose another time\.$/),
    });
    expect(await add({ ...phoneCall, date: limitedDay, guests: "2" })).toMatchObject({ ok: true });
    expect(await add({ ...phoneCall, date: limitedDay, guests: "1" })).toEqual({
      ok: false,
      error: expect.stringMatching(/ is full: 8 of 8 covers are confirmed\./),
    });
    expect((await readBook(database.db, limitedDay, limitedDay)).map((e) => e.guests)).toEqual([2, 6, 2]);
  });
});
