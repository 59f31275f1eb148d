import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { saveEnquiry, type SaveDeps } from "@/features/enquiries/store";
import { runRetention } from "@/features/guests/retention";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import * as t from "@/lib/db/schema";
import { TEST_MAIL_CONFIG, withTestDatabase } from "../support/admin-harness";

const test = withTestDatabase();
const quietDeps = (): SaveDeps => ({ mail: TEST_MAIL_CONFIG, deliver: vi.fn(async () => {}), schedule: () => {} });

/** A booking made on `madeOn` for `date`: the rows' own clocks are set back as if it had happened then. */
async function bookedLongAgo(email: string, madeOn: string, date: string) {
  vi.useFakeTimers({ now: new Date(`${madeOn}T10:00:00Z`), toFake: ["Date"] });
  try {
    const saved = await saveEnquiry(
      test.db,
      {
        formType: "reservation",
        status: initialStatus("reservation"),
        name: `Guest ${email}`,
        email,
        phone: "07700 900444",
        preferredDate: date,
        preferredTime: "19:30",
        guests: 2,
        message: "Window table please",
        sourcePage: "reservations",
      },
      quietDeps(),
    );
    const at = new Date(`${madeOn}T10:00:00Z`);
    await test.db.update(t.enquiries).set({ createdAt: at, updatedAt: at }).where(eq(t.enquiries.id, saved.id!));
    await test.db.update(t.emailOutbox).set({ createdAt: at }).where(eq(t.emailOutbox.enquiryId, saved.id!));
    return saved.id!;
  } finally {
    vi.useRealTimers();
  }
}

const guestByEnquiry = async (enquiryId: string) => {
  const [row] = await test.db.select().from(t.enquiries).where(eq(t.enquiries.id, enquiryId));
  const [guest] = await test.db.select().from(t.guests).where(eq(t.guests.id, row!.guestId!));
  return { enquiry: row!, guest: guest! };
};

describe("the retention job", () => {
  it("anonymises a guest inactive for longer than the setting, leaves a recent one, and a second run changes nothing", async () => {
    const oldId = await bookedLongAgo("old@example.com", "2023-05-01", "2023-05-20");
    const recentId = await bookedLongAgo("recent@example.com", "2026-03-01", "2026-03-14");
    // The clock moved on: 28 November 2026, 24 months by default.
    const now = new Date("2026-11-28T03:00:00Z");

    const first = await runRetention(test.db, now);
    expect(first).toMatchObject({ guests: 1, enquiries: 1 });
    expect(first.emails).toBeGreaterThan(0);

    const old = await guestByEnquiry(oldId);
    expect(old.guest).toMatchObject({ name: "", email: null, phone: null });
    expect(old.guest.anonymisedAt).toEqual(now);
    expect(old.enquiry).toMatchObject({ name: "Erased guest", email: null, phone: null, message: null, guests: 2 });
    const oldMail = await test.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.enquiryId, oldId));
    expect(JSON.stringify(oldMail)).not.toMatch(/old@example|Window table/);

    const recent = await guestByEnquiry(recentId);
    expect(recent.guest).toMatchObject({ email: "recent@example.com", anonymisedAt: null });
    expect(recent.enquiry).toMatchObject({ email: "recent@example.com", message: "Window table please" });

    const again = await runRetention(test.db, new Date(now.getTime() + 60_000));
    expect(again).toEqual({ guests: 0, enquiries: 0, emails: 0 });

    // The log says how many, never who.
    const log = await test.db.select().from(t.activityLog).where(eq(t.activityLog.action, "guests.retention"));
    expect(log).toHaveLength(1);
    expect(log[0]!.summary).toBe("Anonymised 1 guest and 1 enquiry with no activity for 24 months");
    expect(JSON.stringify(log)).not.toMatch(/old@example|Guest old/);
  });

  it("follows the months set in the settings", async () => {
    const id = await bookedLongAgo("six-months@example.com", "2026-04-01", "2026-04-10");
    await test.db
      .insert(t.siteSettings)
      .values({ key: "bookings", value: { retentionMonths: 6 } })
      .onConflictDoUpdate({ target: t.siteSettings.key, set: { value: { retentionMonths: 6 } } });
    const result = await runRetention(test.db, new Date("2026-11-28T03:00:00Z"));
    expect(result.guests).toBeGreaterThanOrEqual(1);
    expect((await guestByEnquiry(id)).guest.anonymisedAt).not.toBeNull();
  });
});
