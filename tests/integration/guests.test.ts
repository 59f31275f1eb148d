import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { saveEnquiry, type EnquiryRow, type SaveDeps } from "@/features/enquiries/store";
import { findOrCreateGuest } from "@/features/guests/store";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import * as t from "@/lib/db/schema";
import { TEST_MAIL_CONFIG, withTestDatabase } from "../support/admin-harness";

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
});
