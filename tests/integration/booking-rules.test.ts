import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { reservationFormWith } from "@/features/reservations/form";
import type { SaveDeps } from "@/features/enquiries/store";
import { runPublicAction } from "@/lib/actions/public-action";
import { readSlotsForAdmin, saveBookingSlots } from "@/features/reservations/booking-slots-store";
import { readBookingRules } from "@/features/reservations/booking-read";
import { activityLog, bookingSlots, enquiries, openingTimes, specialHours } from "@/lib/db/schema";
import { bookingSlotsSchema } from "@/features/reservations/booking-slots-schema";
import { changedWeekdays } from "@/features/opening-times/client";
import { TEST_MAIL_CONFIG, adminDeps } from "../support/admin-harness";
import { guestContext, postedForm } from "../support/public-post";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  // Closed on Mondays; Sunday until 9:30pm; Christmas Day closed.
  await database.db
    .insert(openingTimes)
    .values([
      { day: 1, isClosed: true },
      ...[2, 3, 4, 5, 6].map((day) => ({ day, openTime1: "17:00", closeTime1: "22:00" })),
      { day: 7, openTime1: "13:00", closeTime1: "21:30" },
    ]);
  await database.db.insert(specialHours).values({ date: "2026-12-25", isClosed: true, notes: "Christmas Day" });
});
afterAll(async () => {
  await database.dispose();
});

const PHONE = "0116 496 0555";
const secret = "integration-secret-0123456789abcdef";
const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const clock = () => new Date(now);
const immediate: SaveDeps = {
  mail: TEST_MAIL_CONFIG,
  deliver: async () => {},
  schedule: (task) => void task(),
};

describe("booking slots (admin)", () => {
  function harness() {
    const deps = adminDeps(database.db);
    return {
      deps,
      save: createAdminAction(deps)({
        name: "hours.saveBookingSlots",
        schema: bookingSlotsSchema,
        entity: "booking_slots",
        tags: ["booking"],
        run: saveBookingSlots,
      }),
    };
  }

  it("migrations 0010 and 0011 give every weekday SPEC's 17:00–21:30 every 30 minutes, no limit, no lunch, 90 minutes before closing", async () => {
    expect(await readSlotsForAdmin(database.db)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        first: "17:00",
        last: "21:30",
        every: 30,
        coversLimit: "",
        lunch: false,
        lastBeforeClose: 90,
      })),
    );
  });

  it("saves the week, logs the changed days with before and after, updates the booking tag; refuses a last slot before the first", async () => {
    const { deps, save } = harness();
    const days = await readSlotsForAdmin(database.db);
    const bad = await save({ days: days.map((d) => (d.day === 2 ? { ...d, first: "20:00", last: "18:00" } : d)) });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: { "days.1.last": ["The last slot must be at or after the first one."] },
    });

    const result = await save({
      days: days.map((d) => (d.day === 5 ? { ...d, first: "18:00", every: 60, coversLimit: "12" } : d)),
    });
    expect(result).toEqual({ ok: true, data: { changedDays: ["Friday"] } });
    expect(deps.updateTag).toHaveBeenCalledWith("booking");
    const [friday] = await database.db.select().from(bookingSlots).where(eq(bookingSlots.day, 5));
    expect(friday).toMatchObject({ everyMinutes: 60, coversLimit: 12 });
    const [log] = await database.db.select().from(activityLog).where(eq(activityLog.action, "booking_slots.updated"));
    expect(log?.summary).toBe("Updated the booking slots (Friday)");
    expect((log?.before as { coversLimit: string }[])[4]?.coversLimit).toBe("");
    expect((log?.after as { coversLimit: string }[])[4]?.coversLimit).toBe("12");

    const again = await save({ days: await readSlotsForAdmin(database.db) });
    expect(again).toEqual({ ok: true, data: { changedDays: [] } });
  });

  it("saves lunch and the minutes before closing, and the form's rules follow them", async () => {
    const { save } = harness();
    const days = await readSlotsForAdmin(database.db);
    const result = await save({
      days: days.map((d) => (d.day === 5 ? { ...d, lunch: true, lastBeforeClose: 60 } : d)),
    });
    expect(result).toMatchObject({ ok: true });
    const friday = (await readSlotsForAdmin(database.db)).find((d) => d.day === 5);
    expect(friday).toMatchObject({ lunch: true, lastBeforeClose: 60 });
    const refused = await save({ days: days.map((d) => (d.day === 5 ? { ...d, lastBeforeClose: 500 } : d)) });
    expect(refused).toMatchObject({ ok: false });
    await save({ days });
  });

  it("two people saving from pages opened at the same time keep both changes: each form saves only the days it changed", async () => {
    const { save } = harness();
    const opened = await readSlotsForAdmin(database.db);
    const edit = (day: number, change: Partial<(typeof opened)[number]>) => ({
      days: opened.map((d) => (d.day === day ? { ...d, ...change } : d)),
      touched: changedWeekdays(
        opened.map((d) => (d.day === day ? { ...d, ...change } : d)),
        opened,
      ),
    });
    const wednesday = edit(3, { coversLimit: "8" });
    expect(wednesday.touched).toEqual([3]);
    expect(await save(wednesday)).toEqual({ ok: true, data: { changedDays: ["Wednesday"] } });
    // The second page still shows Wednesday without a limit; saving Thursday leaves Wednesday's new limit alone.
    expect(await save(edit(4, { every: 15 }))).toEqual({ ok: true, data: { changedDays: ["Thursday"] } });
    const week = await readSlotsForAdmin(database.db);
    expect(week.find((d) => d.day === 3)).toMatchObject({ coversLimit: "8" });
    expect(week.find((d) => d.day === 4)).toMatchObject({ every: 15 });
    await save({ days: opened });
  });
});

describe("the server re-checks a table request against the booking rules", () => {
  const config = reservationFormWith(() => readBookingRules(database.db, "2026-11-25"), { clock, save: immediate });
  const ctx = (ip: string) => guestContext({ db: () => database.db, phone: PHONE, now, secret, maxPosts: 50 }, ip);
  const form = (values: Record<string, string>) => postedForm("reservation", values, secret, now - 5000);
  const request = (email: string, over: Record<string, string>) => ({
    name: "Amina Khan",
    email,
    phone: "07700 900123",
    date: "2026-12-01",
    time: "19:00",
    guests: "4",
    notes: "Window, please",
    ...over,
  });
  // A table request from this address, with these changes, posted from this client address.
  const post = (email: string, over: Record<string, string>, ip: string) =>
    runPublicAction(config, form(request(email, over)), ctx(ip));
  const stored = (email: string) =>
    database.db
      .select()
      .from(enquiries)
      .where(sql`lower(${enquiries.email}) = ${email}`);

  it("a closed weekday and a closed special date: refused on the date, with the phone; every value back; nothing stored", async () => {
    const monday = request("monday@example.com", { date: "2026-11-30" });
    const refused = await runPublicAction(config, form(monday), ctx("198.51.100.31"));
    expect(refused).toMatchObject({
      status: "invalid",
      notice: {
        title: "Please check your details",
        description: `We are closed on Mondays. Please choose another date, or call us on ${PHONE}.`,
      },
      fieldErrors: { date: `We are closed on Mondays. Please choose another date, or call us on ${PHONE}.` },
      values: monday,
    });
    const christmas = await post("xmas@example.com", { date: "2026-12-25" }, "198.51.100.32");
    expect(christmas.fieldErrors?.date).toBe(
      `We are closed on Friday 25 December (Christmas Day). Please choose another date, or call us on ${PHONE}.`,
    );
    expect(await stored("monday@example.com")).toHaveLength(0);
  });

  it("a time the day does not offer (Sunday's 9:30pm is closing time) is refused on the time", async () => {
    const result = await post("late@example.com", { date: "2026-12-06", time: "21:30" }, "198.51.100.33");
    expect(result).toMatchObject({
      status: "invalid",
      fieldErrors: {
        time: `We do not take bookings at 9:30pm on Sunday 6 December. Please choose another time, or call us on ${PHONE}.`,
      },
    });
  });

  it("today keeps the same-day message with the Settings phone; an open day is stored", async () => {
    const today = await post("today@example.com", { date: "2026-11-25" }, "198.51.100.34");
    expect(today.fieldErrors?.date).toBe(`For same-day bookings, please call us directly at ${PHONE}`);
    const ok = await post("open@example.com", {}, "198.51.100.35");
    expect(ok.status).toBe("success");
    expect(await stored("open@example.com")).toHaveLength(1);
  });

  it("covers limit (Friday: 12 a slot, set above): confirmed covers only; full once reached, a party larger than what is left refused, both with the phone", async () => {
    const friday = "2026-12-04";
    const booked = (email: string, guests: number, status: "requested" | "confirmed" | "declined") =>
      database.db.insert(enquiries).values({
        formType: "reservation",
        status,
        name: "Staff booking",
        email,
        phone: "0116 000 0000",
        preferredDate: friday,
        preferredTime: "18:00",
        guests,
        sourcePage: "reservations",
      });
    await booked("a@example.com", 8, "confirmed");
    await booked("b@example.com", 6, "requested");
    await booked("c@example.com", 6, "declined");
    const { readConfirmedCovers } = await import("@/features/reservations/booking-read");
    expect(await readConfirmedCovers(database.db, friday)).toEqual(new Map([["18:00", 8]]));

    const tooMany = await post("five@example.com", { date: friday, time: "18:00", guests: "5" }, "198.51.100.36");
    expect(tooMany).toMatchObject({
      status: "invalid",
      fieldErrors: {
        time: `There is not enough room left for 5 at 6:00pm on Friday 4 December. Please choose another time, or call us on ${PHONE}.`,
      },
    });
    const four = await post("four@example.com", { date: friday, time: "18:00", guests: "4" }, "198.51.100.37");
    expect(four.status).toBe("success");

    await booked("d@example.com", 4, "confirmed");
    const full = await post("one@example.com", { date: friday, time: "18:00", guests: "1" }, "198.51.100.38");
    expect(full).toMatchObject({
      status: "invalid",
      fieldErrors: {
        time: `6:00pm on Friday 4 December is fully booked. Please choose another time, or call us on ${PHONE}.`,
      },
      values: { email: "one@example.com", guests: "1" },
    });
    // Another slot that evening still takes the party.
    const other = await post("seven@example.com", { date: friday, time: "19:00", guests: "1" }, "198.51.100.39");
    expect(other.status).toBe("success");
  });
});
