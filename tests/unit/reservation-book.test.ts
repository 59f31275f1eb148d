import { describe, expect, it } from "vitest";
import { bookDay, bookHref, parseBookParams, weekDates, weekStart, type BookEntry } from "@/features/reservations/book";

const entry = (
  name: string,
  time: string | null,
  guests: number,
  status: BookEntry["status"],
  date = "2026-12-04",
): BookEntry => ({
  id: name,
  name,
  phone: null,
  email: null,
  date,
  time,
  guests,
  guestsAtLeast: false,
  status,
  notes: null,
  source: "reservations",
  guest: { status, guestConfirmedAt: null, guestChangedAt: null, guestChange: null, guestCancelledAt: null },
});

describe("a day of the book", () => {
  const slots = ["17:00", "17:30", "18:00"];

  it("keeps every bookable slot, adds other booked times in order, and counts covers per slot and day", () => {
    const day = bookDay(
      "2026-12-04",
      [
        entry("Bilal", "17:30", 4, "confirmed"),
        entry("Amina", "17:30", 2, "requested"),
        entry("Zara", "19:15", 6, "seated"),
        entry("Omar", "17:00", 3, "no_show"),
        entry("Yusuf", "18:00", 5, "declined"),
        entry("Sana", "17:00", 8, "cancelled"),
        entry("Other day", "17:00", 9, "confirmed", "2026-12-05"),
      ],
      slots,
    );
    expect(day.slots.map((s) => [s.time, s.entries.map((e) => e.name), s.covers])).toEqual([
      ["17:00", ["Omar"], { confirmed: 0, requested: 0 }],
      ["17:30", ["Amina", "Bilal"], { confirmed: 4, requested: 2 }],
      ["18:00", [], { confirmed: 0, requested: 0 }],
      ["19:15", ["Zara"], { confirmed: 6, requested: 0 }],
    ]);
    expect(day.covers).toEqual({ confirmed: 10, requested: 2 });
    expect(day.bookings).toBe(3);
    expect(day.off.map((e) => e.name)).toEqual(["Sana", "Yusuf"]);
  });

  it("puts bookings without a time in a slot of their own, first", () => {
    const day = bookDay("2026-12-04", [entry("Old row", null, 2, "requested")], slots);
    expect(day.slots[0]).toMatchObject({ time: "", entries: [{ name: "Old row" }] });
  });
});

describe("weeks and parameters", () => {
  it("runs weeks from Monday to Sunday, across month and clock changes", () => {
    expect(weekStart("2026-12-04")).toBe("2026-11-30"); // a Friday
    expect(weekStart("2026-11-30")).toBe("2026-11-30"); // a Monday
    expect(weekStart("2026-12-06")).toBe("2026-11-30"); // a Sunday
    expect(weekDates("2027-03-28")).toEqual([
      "2027-03-22",
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
      "2027-03-26",
      "2027-03-27",
      "2027-03-28",
    ]);
  });

  it("reads the view and date leniently and writes the shortest link", () => {
    expect(parseBookParams({}, "2026-11-25")).toEqual({ view: "day", date: "2026-11-25" });
    expect(parseBookParams({ view: "week", date: "2026-12-24" }, "2026-11-25")).toEqual({
      view: "week",
      date: "2026-12-24",
    });
    expect(parseBookParams({ view: "month", date: "2026-02-30" }, "2026-11-25")).toEqual({
      view: "day",
      date: "2026-11-25",
    });
    expect(parseBookParams({ date: ["2026-12-01", "x"] }, "2026-11-25")).toEqual({ view: "day", date: "2026-12-01" });
    expect(bookHref({ view: "day", date: "2026-11-25" }, "2026-11-25")).toBe("/admin/reservations");
    expect(bookHref({ view: "week", date: "2026-12-01" }, "2026-11-25")).toBe(
      "/admin/reservations?view=week&date=2026-12-01",
    );
  });
});
