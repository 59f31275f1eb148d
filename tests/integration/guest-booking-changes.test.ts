import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, bookingSlots, enquiries, openingTimes } from "@/lib/db/schema";
import { addDays, londonDateOf } from "@/lib/time/london";
import { readConfirmedCovers } from "@/features/reservations/booking-read";
import { weekdayOf } from "@/features/reservations/booking-rules";
import { addNoteAsGuest, cancelAsGuest, changeAsGuest, confirmAsGuest } from "@/features/reservations/guest-changes";
import { withTestDatabase } from "../support/admin-harness";
import { insertConfirmedBooking } from "../support/bookings";

const t = withTestDatabase();
beforeAll(async () => {
  await t.db
    .insert(openingTimes)
    .values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, openTime1: "17:00", closeTime1: "22:00" })));
});
const now = new Date();
// Far enough ahead for every rule, on a Saturday (whose slot settings one test changes).
const saturday = (() => {
  let d = addDays(londonDateOf(now), 14);
  while (weekdayOf(d) !== 6) d = addDays(d, 1);
  return d;
})();

const booking = (over: Partial<typeof enquiries.$inferInsert> = {}) =>
  insertConfirmedBooking(t.db, { phone: "07700 900123", preferredDate: saturday, preferredTime: "19:00", ...over });

const reread = async (id: string) => (await t.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
const logOf = (id: string) => t.db.select().from(activityLog).where(eq(activityLog.entityId, id));

describe("a guest changing their own booking", () => {
  it("cancels it, frees its covers at once and logs the guest as the actor", async () => {
    const row = await booking({ guests: 3, preferredTime: "20:00" });
    expect((await readConfirmedCovers(t.db, saturday)).get("20:00")).toBe(3);
    expect(await cancelAsGuest(t.db, row.id, {}, { now })).toEqual({ ok: true, done: "cancel" });
    const after = await reread(row.id);
    expect(after.status).toBe("cancelled");
    expect(after.guestCancelledAt).not.toBeNull();
    expect((await readConfirmedCovers(t.db, saturday)).get("20:00")).toBeUndefined();
    const [entry] = await logOf(row.id);
    expect(entry).toMatchObject({ actorEmail: "guest", action: "enquiry.guest_cancelled" });
    expect(entry!.summary).not.toContain("Amina");
    expect(await cancelAsGuest(t.db, row.id, {}, { now })).toEqual({ ok: false, reason: "not-allowed" });
  });

  it("moves a confirmed booking back to requested, keeping what it was", async () => {
    const row = await booking();
    const outcome = await changeAsGuest(t.db, row.id, { date: saturday, time: "20:30", guests: "4" }, { now });
    expect(outcome).toEqual({ ok: true, done: "change" });
    const after = await reread(row.id);
    expect(after).toMatchObject({ status: "requested", preferredTime: "20:30:00", guests: 4 });
    expect(after.guestChange).toEqual({
      from: { date: saturday, time: "19:00", guests: 2 },
      to: { date: saturday, time: "20:30", guests: 4 },
    });
    const [entry] = await logOf(row.id);
    expect(entry!.actorEmail).toBe("guest");
    expect(entry!.summary).toContain("→");
  });

  it("holds a change to the form's rules and changes nothing when they refuse it", async () => {
    const row = await booking();
    const closedDay = await changeAsGuest(
      t.db,
      row.id,
      { date: addDays(londonDateOf(now), -1), time: "19:00", guests: "2" },
      { now },
    );
    expect(closedDay).toMatchObject({ ok: false, reason: "invalid" });
    const offSlot = await changeAsGuest(t.db, row.id, { date: saturday, time: "03:00", guests: "2" }, { now });
    expect(offSlot).toMatchObject({ ok: false, reason: "invalid", fieldErrors: { time: expect.any(String) } });
    expect((await reread(row.id)).status).toBe("confirmed");
    expect(await logOf(row.id)).toHaveLength(0);
  });

  it("refuses a full slot but never counts the guest's own table against them", async () => {
    await t.db.update(bookingSlots).set({ coversLimit: 6 }).where(eq(bookingSlots.day, 6));
    try {
      const mine = await booking({ preferredTime: "18:00", guests: 4 });
      await booking({ preferredTime: "18:00", guests: 2, email: "other@example.com" });
      const bigger = await changeAsGuest(t.db, mine.id, { date: saturday, time: "18:00", guests: "5" }, { now });
      expect(bigger).toMatchObject({
        ok: false,
        reason: "invalid",
        fieldErrors: { time: expect.stringContaining("room") },
      });
      const same = await changeAsGuest(t.db, mine.id, { date: saturday, time: "18:00", guests: "4" }, { now });
      expect(same).toEqual({ ok: true, done: "unchanged" });
      const fewer = await changeAsGuest(t.db, mine.id, { date: saturday, time: "18:00", guests: "3" }, { now });
      expect(fewer).toEqual({ ok: true, done: "change" });
    } finally {
      await t.db.update(bookingSlots).set({ coversLimit: null }).where(eq(bookingSlots.day, 6));
    }
  });

  it("adds a note and marks the guest as coming", async () => {
    const row = await booking({ message: "Window seat" });
    expect(await addNoteAsGuest(t.db, row.id, { note: "  " }, { now })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await addNoteAsGuest(t.db, row.id, { note: "Nut allergy" }, { now })).toEqual({ ok: true, done: "note" });
    expect(await confirmAsGuest(t.db, row.id, {}, { now })).toEqual({ ok: true, done: "coming" });
    const after = await reread(row.id);
    expect(after.message).toBe("Window seat\n\nNut allergy");
    expect(after.guestConfirmedAt).not.toBeNull();
    expect((await logOf(row.id)).map((e) => e.action).sort()).toEqual([
      "enquiry.guest_confirmed",
      "enquiry.guest_note_added",
    ]);
  });

  it("does nothing once the booking's day is over, nor to another kind of enquiry", async () => {
    const past = await booking({ preferredDate: addDays(londonDateOf(now), -1) });
    expect(await cancelAsGuest(t.db, past.id, {}, { now })).toEqual({ ok: false, reason: "not-allowed" });
    const event = await booking({ formType: "event", status: "new", sourcePage: "events" });
    expect(await cancelAsGuest(t.db, event.id, {}, { now })).toEqual({ ok: false, reason: "gone" });
  });
});
