import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdminAction, type AdminActionDeps } from "@/lib/actions/admin-action-core";
import { activityLog, enquiries } from "@/lib/db/schema";
import { readBook } from "@/lib/reservations/book-query";
import { addPhoneBooking } from "@/lib/reservations/phone-booking";
import { addDays, londonDateOf } from "@/lib/time/london";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const asAdmin = () => {
  const deps = { verify: vi.fn(async () => ({ kind: "admin" as const, email: "host@example.com" })), getDb: async () => database.db, updateTag: vi.fn(), refresh: vi.fn(), logError: vi.fn() } satisfies AdminActionDeps;
  return createAdminAction(deps)(addPhoneBooking);
};

describe("a booking taken by phone", () => {
  const today = londonDateOf(new Date());

  it("goes into the book as confirmed, for today too, without an e-mail, and is logged without the guest's details", async () => {
    const add = asAdmin();
    const result = await add({ name: "Farah Hussain", phone: "07700 900777", email: "", date: today, time: "19:00", guests: "6", notes: "High chair" });
    expect(result).toMatchObject({ ok: true, data: { date: today } });
    const id = (result as { ok: true; data: { id: string } }).data.id;

    const book = await readBook(database.db, today, today);
    expect(book).toEqual([
      { id, name: "Farah Hussain", phone: "07700 900777", email: null, date: today, time: "19:00", guests: 6, status: "confirmed", notes: "High chair", source: "phone" },
    ]);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ handledBy: "host@example.com", formType: "reservation" });
    const [log] = await database.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(log).toMatchObject({ action: "enquiry.phone_booking_added", actorEmail: "host@example.com", after: { status: "confirmed", guests: 6, emailGiven: false } });
    expect(JSON.stringify(log)).not.toMatch(/Farah|07700|High chair/);
  });

  it("refuses a past date, a missing phone and a party out of range, keeping nothing", async () => {
    const add = asAdmin();
    const result = await add({ name: "Late", phone: "", email: "not-an-address", date: addDays(today, -1), time: "19:00", guests: "0", notes: "" });
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
});
