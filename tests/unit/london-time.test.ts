import { describe, expect, it } from "vitest";
import {
  addDays,
  formatCalendarDate,
  formatLondon,
  formatLondonClock,
  formatLondonDateTime,
  formatLondonRecent,
  fromLondonLocal,
  isLondonLocal,
  londonDateOf,
  londonOffsetMinutes,
  toLondonLocal,
} from "@/lib/time/london";

describe("London wall-clock times", () => {
  it("reads winter times as GMT and summer times as BST", () => {
    for (const [local, utc, noon, offset] of [
      ["2026-01-15T18:30", "2026-01-15T18:30:00.000Z", "2026-01-15T12:00:00Z", 0],
      ["2026-07-15T18:30", "2026-07-15T17:30:00.000Z", "2026-07-15T12:00:00Z", 60],
    ] as const) {
      expect(fromLondonLocal(local).toISOString()).toBe(utc);
      expect(londonOffsetMinutes(new Date(noon))).toBe(offset);
    }
  });

  it("round-trips instants to the London clock either side of both changes", () => {
    for (const iso of [
      "2026-03-29T00:59:00Z",
      "2026-03-29T01:00:00Z",
      "2026-10-25T00:30:00Z",
      "2026-10-25T01:30:00Z",
      "2026-12-31T23:59:00Z",
    ]) {
      const at = new Date(iso);
      const local = toLondonLocal(at);
      // 01:30 on the last Sunday of October happens twice; the first reading (BST) comes back.
      if (iso === "2026-10-25T01:30:00Z") expect(fromLondonLocal(local).toISOString()).toBe("2026-10-25T00:30:00.000Z");
      else expect(fromLondonLocal(local).toISOString()).toBe(new Date(iso).toISOString());
    }
  });

  it("clocks going forward: the hour that never happens moves on an hour", () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(toLondonLocal(new Date("2026-03-29T00:59:00Z"))).toBe("2026-03-29T00:59");
    expect(toLondonLocal(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T02:00");
    expect(fromLondonLocal("2026-03-29T01:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(toLondonLocal(fromLondonLocal("2026-03-29T01:30"))).toBe("2026-03-29T02:30");
    expect(fromLondonLocal("2026-03-29T02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("clocks going back: the repeated hour means its first (BST) occurrence", () => {
    // 25 October 2026: 02:00 BST becomes 01:00 GMT, so 01:30 happens twice.
    for (const [local, utc] of [
      ["2026-10-25T01:30", "2026-10-25T00:30:00.000Z"],
      ["2026-10-25T02:30", "2026-10-25T02:30:00.000Z"],
      ["2026-10-25T00:30", "2026-10-24T23:30:00.000Z"],
    ] as const) {
      expect(fromLondonLocal(local).toISOString(), local).toBe(utc);
    }
  });

  it("knows the London date near midnight in summer", () => {
    expect(londonDateOf(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(londonDateOf(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("validates datetime-local values", () => {
    expect(isLondonLocal("2026-02-28T18:00")).toBe(true);
    for (const bad of ["2026-02-29T18:00", "2026-02-28T24:00", "2026-02-28 18:00"]) {
      expect(isLondonLocal(bad), bad).toBe(false);
    }
    expect(() => fromLondonLocal("tomorrow")).toThrow();
  });

  it("formats for staff in London time", () => {
    expect(formatLondon(new Date("2026-07-15T17:30:00Z"))).toBe("Wed 15 Jul 2026, 6:30pm");
  });
});

describe("admin dates in Europe/London", () => {
  it("writes a moment on the London clock, in winter and in summer", () => {
    expect(formatLondonDateTime(new Date("2026-01-15T09:05:00Z"))).toBe("15 Jan 2026, 09:05");
    // British Summer Time: UTC+1, and the date rolls over before UTC's does.
    expect(formatLondonDateTime(new Date("2026-07-01T23:30:00Z"))).toBe("2 Jul 2026, 00:30");
    expect(formatLondonClock(new Date("2026-07-01T12:00:09Z"))).toBe("13:00:09");
  });

  it("says Today and Yesterday by London calendar days", () => {
    const now = new Date("2026-07-02T08:00:00Z"); // 09:00 BST on 2 July
    for (const [at, said] of [
      ["2026-07-01T23:30:00Z", "Today, 00:30"],
      ["2026-07-01T22:30:00Z", "Yesterday, 23:30"],
      ["2026-06-28T10:00:00Z", "28 Jun, 11:00"],
    ] as const) {
      expect(formatLondonRecent(new Date(at), now)).toBe(said);
    }
  });

  it("formats and counts calendar dates without a time zone", () => {
    expect(formatCalendarDate("2026-11-28")).toBe("Sat 28 Nov");
    for (const [from, days, to] of [
      ["2026-12-29", 7, "2027-01-05"],
      ["2028-02-28", 1, "2028-02-29"],
      ["2026-03-29", -1, "2026-03-28"],
    ] as const) {
      expect(addDays(from, days), `${from} ${days}`).toBe(to);
    }
  });
});
