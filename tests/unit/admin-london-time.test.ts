import { describe, expect, it } from "vitest";
import {
  addDays,
  formatCalendarDate,
  formatLondonClock,
  formatLondonDateTime,
  formatLondonRecent,
} from "@/lib/time/london";

describe("admin dates in Europe/London", () => {
  it("writes a moment on the London clock, in winter and in summer", () => {
    expect(formatLondonDateTime(new Date("2026-01-15T09:05:00Z"))).toBe("15 Jan 2026, 09:05");
    // British Summer Time: UTC+1, and the date rolls over before UTC's does.
    expect(formatLondonDateTime(new Date("2026-07-01T23:30:00Z"))).toBe("2 Jul 2026, 00:30");
    expect(formatLondonClock(new Date("2026-07-01T12:00:09Z"))).toBe("13:00:09");
  });

  it("says Today and Yesterday by London calendar days", () => {
    const now = new Date("2026-07-02T08:00:00Z"); // 09:00 BST on 2 July
    expect(formatLondonRecent(new Date("2026-07-01T23:30:00Z"), now)).toBe("Today, 00:30");
    expect(formatLondonRecent(new Date("2026-07-01T22:30:00Z"), now)).toBe("Yesterday, 23:30");
    expect(formatLondonRecent(new Date("2026-06-28T10:00:00Z"), now)).toBe("28 Jun, 11:00");
  });

  it("formats and counts calendar dates without a time zone", () => {
    expect(formatCalendarDate("2026-11-28")).toBe("Sat 28 Nov");
    expect(addDays("2026-12-29", 7)).toBe("2027-01-05");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-29", -1)).toBe("2026-03-28");
  });
});
