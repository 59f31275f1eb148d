import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { saveEnquiry, type EnquiryRow, type SaveDeps } from "@/features/enquiries/store";
import { eraseGuestRecord, mergeGuests, saveGuestNotes, saveGuestTags } from "@/features/guests/changes";
import { findOrCreateGuest } from "@/features/guests/store";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import * as t from "@/lib/db/schema";
import { TEST_MAIL_CONFIG, withTestDatabase, wrapperAs } from "../support/admin-harness";

const test = withTestDatabase();
const quietDeps = (): SaveDeps => ({ mail: TEST_MAIL_CONFIG, deliver: vi.fn(async () => {}), schedule: () => {} });

const booking = (name: string, email: string | null, phone: string, date: string): EnquiryRow => ({
  formType: "reservation",
  status: initialStatus("reservation"),
  name,
  email,
  phone,
  preferredDate: date,
  preferredTime: "19:00",
  guests: 4,
  sourcePage: "reservations",
});

const guestOf = async (enquiryId: string | null) => {
  const [row] = await test.db
    .select({ guestId: t.enquiries.guestId })
    .from(t.enquiries)
    .where(eq(t.enquiries.id, enquiryId!));
  const [guest] = await test.db.select().from(t.guests).where(eq(t.guests.id, row!.guestId!));
  return guest!;
};

describe("every enquiry, booking and sign-up finds its guest", () => {
  it("the same guest booking twice with the e-mail in another case is one guest", async () => {
    const first = await saveEnquiry(
      test.db,
      booking("Sana Malik", "Sana.Malik@Example.com", "07700 900111", "2026-12-04"),
      quietDeps(),
    );
    const second = await saveEnquiry(
      test.db,
      booking("sana", "  sana.malik@example.com ", "07700900111", "2026-12-18"),
      quietDeps(),
    );
    const [a, b] = [await guestOf(first.id), await guestOf(second.id)];
    expect(a.id).toBe(b.id);
    expect(b).toMatchObject({ name: "Sana Malik", email: "sana.malik@example.com", phone: "07700900111" });
    // The later booking's day is the guest's latest activity.
    expect(b.lastActivityAt.toISOString()).toBe("2026-12-18T12:00:00.000Z");
  });

  it("a phone booking without an address finds the guest who used that phone", async () => {
    const byPhone = await findOrCreateGuest(test.db, {
      name: "Sana",
      phone: "+44 7700 900111",
      activityAt: new Date("2026-11-28T10:00:00Z"),
    });
    const [known] = await test.db.select().from(t.guests).where(eq(t.guests.email, "sana.malik@example.com"));
    expect(byPhone).toBe(known!.id);
  });

  it("a phone-only guest is made once, and none without e-mail or phone", async () => {
    const at = new Date("2026-11-28T10:00:00Z");
    const first = await findOrCreateGuest(test.db, { name: "Imran", phone: "0116 496 0999", activityAt: at });
    const again = await findOrCreateGuest(test.db, { name: "Imran B", phone: "01164960999", activityAt: at });
    expect(first).not.toBeNull();
    expect(again).toBe(first);
    expect(await findOrCreateGuest(test.db, { name: "Nobody", activityAt: at })).toBeNull();
  });

  it("a newsletter sign-up records marketing consent, and a later booking keeps it", async () => {
    const signUp = await saveEnquiry(
      test.db,
      {
        formType: "newsletter",
        status: initialStatus("newsletter"),
        name: "Bilal",
        email: "bilal@example.com",
        sourcePage: "home",
      },
      quietDeps(),
    );
    await saveEnquiry(test.db, booking("Bilal", "BILAL@example.com", "07700 900222", "2026-12-05"), quietDeps());
    const guest = await guestOf(signUp.id);
    expect(guest.marketingConsent).toBe(true);
    const rows = await test.db.select().from(t.enquiries).where(eq(t.enquiries.guestId, guest.id));
    expect(rows).toHaveLength(2);
  });

  it("a guest who unsubscribed and signs up again stays without consent, as the newsletter keeps them out", async () => {
    const signUp = {
      formType: "newsletter" as const,
      status: initialStatus("newsletter"),
      name: "Carys",
      email: "carys@example.com",
      sourcePage: "home",
    };
    const first = await saveEnquiry(test.db, signUp, quietDeps());
    expect((await guestOf(first.id)).marketingConsent).toBe(true);
    await test.db.update(t.enquiries).set({ status: "unsubscribed" }).where(eq(t.enquiries.id, first.id!));
    await test.db.update(t.guests).set({ marketingConsent: false }).where(eq(t.guests.email, "carys@example.com"));

    const again = await saveEnquiry(test.db, { ...signUp, email: "Carys@Example.com" }, quietDeps());
    expect(again.id).toBeNull();
    expect((await guestOf(first.id)).marketingConsent).toBe(false);
  });
});

describe("the guest book's changes, through the admin wrapper", () => {
  const actions = (role: "owner" | "editor" = "owner") => {
    const { adminAction } = wrapperAs({ kind: "admin", email: "manager@example.com", role }, () => test.db);
    return {
      tags: adminAction(saveGuestTags),
      notes: adminAction(saveGuestNotes),
      erase: adminAction(eraseGuestRecord),
      merge: adminAction(mergeGuests),
    };
  };
  const newGuest = async (email: string, date: string) => {
    const saved = await saveEnquiry(test.db, booking("Hamza Ali", email, "07700 900333", date), quietDeps());
    return (await guestOf(saved.id)).id;
  };
  const logOf = async (entityId: string) =>
    test.db.select().from(t.activityLog).where(eq(t.activityLog.entityId, entityId));

  it("tags and notes a guest, logging neither the allergy nor the notes' words", async () => {
    const id = await newGuest("hamza@example.com", "2026-01-10");
    const tagged = await actions().tags({
      id,
      regular: true,
      vip: false,
      allergies: ["sesame"],
      dietary: [],
      custom: ["quiet corner"],
    });
    expect(tagged).toEqual({ ok: true, data: { tags: ["allergy:sesame", "regular", "custom:quiet corner"] } });
    expect((await actions().notes({ id, notes: "Prefers the window table" })).ok).toBe(true);
    const log = JSON.stringify(await logOf(id));
    expect(log).not.toMatch(/sesame|quiet corner|window|Hamza|hamza@/i);
  });

  it("is not for an editor", async () => {
    const id = await newGuest("editor-check@example.com", "2026-01-11");
    expect(await actions("editor").notes({ id, notes: "x" })).toMatchObject({ ok: false });
  });

  it("refuses to erase a guest with a booking to come, naming it, and erases them after", async () => {
    const future = new Date();
    future.setUTCDate(future.getUTCDate() + 10);
    const id = await newGuest("future@example.com", future.toISOString().slice(0, 10));
    const refused = await actions().erase({ id });
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This guest has a booking still to come/),
    });

    await test.db.update(t.enquiries).set({ status: "cancelled" }).where(eq(t.enquiries.guestId, id));
    const erased = await actions().erase({ id });
    expect(erased).toMatchObject({ ok: true, data: { enquiries: 1 } });
    const [guest] = await test.db.select().from(t.guests).where(eq(t.guests.id, id));
    expect(guest).toMatchObject({ name: "", email: null, phone: null, notes: "", tags: [] });
    expect(guest!.anonymisedAt).not.toBeNull();
    const rows = await test.db.select().from(t.enquiries).where(eq(t.enquiries.guestId, id));
    // The booking is still counted, without anything that names the guest.
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Erased guest",
        email: null,
        phone: null,
        message: null,
        status: "cancelled",
        guests: 4,
      }),
    ]);
    const mail = await test.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.enquiryId, rows[0]!.id));
    expect(JSON.stringify(mail)).not.toMatch(/future@example|Hamza|07700/);
    expect(JSON.stringify(await logOf(id))).not.toMatch(/future@|Hamza/);
  });

  it("merges two records of one person: bookings move, tags join, the other record goes", async () => {
    const a = await newGuest("one@example.com", "2026-02-01");
    const b = await newGuest("two@example.com", "2026-03-01");
    await actions().tags({ id: b, regular: false, vip: true, allergies: [], dietary: [], custom: [] });
    const merged = await actions().merge({ id: b, intoId: a });
    expect(merged).toMatchObject({ ok: true, data: { intoId: a, moved: 1 } });
    expect(await test.db.select().from(t.guests).where(eq(t.guests.id, b))).toEqual([]);
    const [into] = await test.db.select().from(t.guests).where(eq(t.guests.id, a));
    expect(into!.tags).toEqual(["vip"]);
    expect(await test.db.select().from(t.enquiries).where(eq(t.enquiries.guestId, a))).toHaveLength(2);
    // The entry links to the record that is left, not to the one that went.
    const [entry] = await test.db.select().from(t.activityLog).where(eq(t.activityLog.action, "guest.merged"));
    expect(entry!.entityId).toBe(a);
  });
});
