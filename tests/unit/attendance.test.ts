import { describe, expect, it } from "vitest";
import { attendanceRefusal, noShowFrom, offeredStatuses } from "@/features/enquiries/attendance";

const evening = { date: "2026-12-24", time: "19:30:00" };
const at = (iso: string) => new Date(iso);

describe("seated and no-show", () => {
  it("offers neither on the morning of a 19:30 booking's day before: seated from the day on", () => {
    expect(offeredStatuses("reservation", "confirmed", evening, at("2026-12-23T20:00:00Z"), 15)).toEqual([
      "requested",
      "declined",
      "cancelled",
    ]);
    expect(offeredStatuses("reservation", "confirmed", evening, at("2026-12-24T00:05:00Z"), 15)).toEqual([
      "requested",
      "declined",
      "cancelled",
      "seated",
    ]);
  });

  it("offers no-show only from the booking's time plus the grace period", () => {
    expect(attendanceRefusal("no_show", evening, at("2026-12-24T13:29:00Z"), 15)).toBe(
      "No-show can be marked from 19:45 on Thursday 24 December 2026, 15 minutes after the booking's time.",
    );
    expect(attendanceRefusal("no_show", evening, at("2026-12-24T19:44:59Z"), 15)).not.toBeNull();
    expect(attendanceRefusal("no_show", evening, at("2026-12-24T19:45:00Z"), 15)).toBeNull();
    expect(attendanceRefusal("no_show", evening, at("2026-12-24T19:30:00Z"), 0)).toBeNull();
    expect(offeredStatuses("reservation", "confirmed", evening, at("2026-12-24T19:45:00Z"), 15)).toContain("no_show");
  });

  it("reads the booking's time on London's clock, summer time included", () => {
    expect(noShowFrom({ date: "2026-07-04", time: "19:30" }, 15)).toEqual(at("2026-07-04T18:45:00Z"));
    expect(attendanceRefusal("no_show", { date: "2026-07-04", time: "23:50" }, at("2026-07-04T22:55:00Z"), 15)).toBe(
      "No-show can be marked from 00:05 on Sunday 5 July 2026, 15 minutes after the booking's time.",
    );
  });

  it("refuses a booking without a date, allows one without a time from its day", () => {
    expect(attendanceRefusal("seated", { date: null, time: null }, at("2026-12-24T19:45:00Z"), 15)).toMatch(/no date/);
    expect(attendanceRefusal("no_show", { date: "2026-12-24", time: null }, at("2026-12-24T09:00:00Z"), 15)).toBeNull();
    expect(attendanceRefusal("seated", evening, at("2026-12-23T23:59:00Z"), 15)).toBe(
      "Seated can be marked from the booking's day, Thursday 24 December 2026.",
    );
  });

  it("leaves other statuses and other kinds of enquiry alone", () => {
    expect(attendanceRefusal("cancelled", evening, at("2026-12-01T10:00:00Z"), 15)).toBeNull();
    expect(offeredStatuses("contact", "new", { date: null, time: null }, at("2026-12-01T10:00:00Z"), 15)).toEqual([
      "replied",
      "closed",
    ]);
  });
});
