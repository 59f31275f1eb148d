import { describe, expect, it } from "vitest";
import { reportCsv } from "@/features/reports/csv";
import { readReport } from "@/features/reports/queries";
import * as t from "@/lib/db/schema";
import { withTestDatabase } from "../support/admin-harness";

const test = withTestDatabase();

type Row = typeof t.enquiries.$inferInsert;
const booking = (
  date: string,
  time: string,
  guests: number,
  status: Row["status"],
  madeAt: string,
  extra: Partial<Row> = {},
): Row => ({
  formType: "reservation",
  status,
  name: "Report Guest",
  email: "report.guest@example.com",
  preferredDate: date,
  preferredTime: time,
  guests,
  sourcePage: "reservations",
  createdAt: new Date(madeAt),
  ...extra,
});

describe("the reports", () => {
  it("counts covers, rates, lead time, slots, weekdays, sources, events and the newsletter from the rows", async () => {
    await test.db.insert(t.enquiries).values([
      // Thursday 1 October 2026.
      booking("2026-10-01", "19:00", 4, "seated", "2026-10-01T10:00:00Z"),
      booking("2026-10-01", "19:00", 2, "no_show", "2026-09-28T12:00:00Z"),
      booking("2026-10-02", "20:30", 6, "cancelled", "2026-09-20T12:00:00Z", {
        guestCancelledAt: new Date("2026-09-25T09:00:00Z"),
      }),
      booking("2026-10-09", "19:00", 3, "seated", "2026-10-08T23:30:00Z", { sourcePage: "phone" }),
      booking("2026-10-10", "18:00", 2, "declined", "2026-10-01T12:00:00Z"),
      booking("2026-10-17", "19:30", 5, "confirmed", "2026-09-01T12:00:00Z", {
        sourcePage: "waitlist",
        guestChangedAt: new Date("2026-09-02T09:00:00Z"),
      }),
      // Outside the range on both sides.
      booking("2026-09-30", "19:00", 8, "seated", "2026-09-01T12:00:00Z"),
      booking("2026-11-01", "19:00", 8, "seated", "2026-09-01T12:00:00Z"),
      // Events and newsletter rows count by when they arrived, in London time.
      {
        formType: "event",
        status: "confirmed",
        name: "E",
        email: "e@example.com",
        eventType: "corporate",
        sourcePage: "events",
        createdAt: new Date("2026-10-05T12:00:00Z"),
      },
      {
        formType: "event",
        status: "new",
        name: "E",
        email: "e2@example.com",
        eventType: "corporate",
        sourcePage: "events",
        createdAt: new Date("2026-09-30T23:30:00Z"),
      },
      {
        formType: "event",
        status: "declined",
        name: "E",
        email: "e3@example.com",
        eventType: "celebration",
        sourcePage: "events",
        createdAt: new Date("2026-10-31T23:30:00Z"),
      },
      {
        formType: "newsletter",
        status: "subscribed",
        name: "",
        email: "n1@example.com",
        sourcePage: "home",
        createdAt: new Date("2026-10-12T12:00:00Z"),
      },
      {
        formType: "newsletter",
        status: "unsubscribed",
        name: "",
        email: "n2@example.com",
        sourcePage: "home",
        createdAt: new Date("2026-08-12T12:00:00Z"),
        updatedAt: new Date("2026-10-20T12:00:00Z"),
      },
    ]);

    const data = await readReport(test.db, { from: "2026-10-01", to: "2026-10-31", by: "week" });

    expect(data.totals).toEqual({ bookings: 5, booked: 20, seated: 7, lost: 8, noShows: 1, cancelled: 1, settled: 3 });
    expect(data.covers[0]).toEqual({ start: "2026-09-28", booked: 12, seated: 4, lost: 8 });
    expect(data.covers.map((b) => b.start)).toEqual([
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
    ]);
    expect(data.covers.find((b) => b.start === "2026-10-19")).toEqual({
      start: "2026-10-19",
      booked: 0,
      seated: 0,
      lost: 0,
    });
    // Lead days: 0, 3, 12, 0 (23:30 UTC on 8 October is 9 October in London), 46; the declined request left out.
    expect(data.leadTime).toMatchObject({ bookings: 5, medianDays: 3 });
    expect(data.leadTime.meanDays).toBeCloseTo(61 / 5);
    expect(data.slots).toEqual([
      { key: "19:00", bookings: 3, covers: 9 },
      { key: "19:30", bookings: 1, covers: 5 },
    ]);
    expect(data.weekdays.find((w) => w.key === "4")).toEqual({ key: "4", bookings: 2, covers: 6 });
    expect(data.weekdays.find((w) => w.key === "5")).toEqual({ key: "5", bookings: 1, covers: 3 });
    expect(data.sources).toEqual([
      { key: "reservations", bookings: 4, covers: 14 },
      { key: "phone", bookings: 1, covers: 3 },
      { key: "waitlist", bookings: 1, covers: 5 },
    ]);
    expect(data.changedByGuest).toBe(1);
    expect(data.cancelledByGuest).toBe(1);
    // 23:30 UTC on 30 September is 1 October in London; 23:30 UTC on 31 October is 31 October (GMT again).
    // Outcomes come in the order an enquiry moves through them.
    expect(data.events).toEqual([
      { eventType: "celebration", status: "declined", enquiries: 1 },
      { eventType: "corporate", status: "new", enquiries: 1 },
      { eventType: "corporate", status: "confirmed", enquiries: 1 },
    ]);
    expect(data.newsletter).toEqual({ signUps: 1, unsubscribes: 1 });

    const csv = reportCsv(data);
    expect(csv).toContain("Summary,Covers booked,Covers,20\r\n");
    expect(csv).toContain("Summary,No-show rate,Percent,33.3\r\n");
    expect(csv).toContain("Summary,Median lead time,Days,3\r\n");
    expect(csv).not.toContain("report.guest@example.com");
    expect(csv).not.toContain("Report Guest");
  });

  it("shows empty periods when nothing is booked", async () => {
    const data = await readReport(test.db, { from: "2025-01-01", to: "2025-03-31", by: "month" });
    expect(data.covers).toEqual([
      { start: "2025-01-01", booked: 0, seated: 0, lost: 0 },
      { start: "2025-02-01", booked: 0, seated: 0, lost: 0 },
      { start: "2025-03-01", booked: 0, seated: 0, lost: 0 },
    ]);
    expect(data.totals.bookings).toBe(0);
    expect(data.leadTime.medianDays).toBeNull();
  });
});
