import { describe, expect, it } from "vitest";
import {
  formatPeriods,
  formatTime12,
  groupOpeningHours,
  periodsOf,
  todayHours,
  type WeeklyHours,
} from "@/features/opening-times";
import { londonNow } from "@/lib/time/london";

const open = (day: number, o: string, c: string, o2?: string, c2?: string): WeeklyHours => ({
  day,
  isClosed: false,
  openTime1: o,
  closeTime1: c,
  openTime2: o2 ?? null,
  closeTime2: c2 ?? null,
});
const closed = (day: number): WeeklyHours => ({ day, isClosed: true, openTime1: null, closeTime1: null });

const week: WeeklyHours[] = [
  closed(1),
  open(2, "17:00:00", "22:00:00"),
  open(3, "17:00:00", "22:00:00"),
  open(4, "17:00:00", "22:00:00"),
  open(5, "12:00:00", "15:00:00", "17:00:00", "23:00:00"),
  open(6, "12:00:00", "15:00:00", "17:00:00", "23:00:00"),
  open(7, "13:00:00", "21:30:00"),
];

describe("formatTime12", () => {
  it.each([
    ["12:00", "12pm"],
    ["12:00:00", "12pm"],
    ["00:00:00", "12am"],
    ["24:00", "12am"],
    ["17:30:00", "5:30pm"],
    ["09:05", "9:05am"],
    ["11:59", "11:59am"],
    ["12:30", "12:30pm"],
    ["23:00", "11pm"],
  ])("%s → %s", (input, expected) => {
    expect(formatTime12(input)).toBe(expected);
  });

  it("rejects nonsense", () => {
    expect(() => formatTime12("5pm")).toThrow();
    expect(() => formatTime12("25:00")).toThrow();
  });
});

describe("periods", () => {
  it("orders split periods and ignores a half-filled second period", () => {
    expect(periodsOf(open(5, "17:00", "23:00", "12:00", "15:00"))).toEqual([
      { open: "12:00", close: "15:00" },
      { open: "17:00", close: "23:00" },
    ]);
    expect(
      periodsOf({ isClosed: false, openTime1: "17:00", closeTime1: "22:00", openTime2: "23:00", closeTime2: null }),
    ).toHaveLength(1);
  });

  it("formats a split day, a closed day and a past-midnight close", () => {
    expect(formatPeriods(week[4])).toBe("12pm – 3pm, 5pm – 11pm");
    expect(formatPeriods(week[0])).toBe("Closed");
    expect(formatPeriods(open(6, "18:00", "00:30"))).toBe("6pm – 12:30am");
  });
});

describe("groupOpeningHours", () => {
  it("groups consecutive days with equal hours", () => {
    expect(groupOpeningHours(week).map((g) => [g.label, g.hours])).toEqual([
      ["Mon", "Closed"],
      ["Tue – Thu", "5pm – 10pm"],
      ["Fri – Sat", "12pm – 3pm, 5pm – 11pm"],
      ["Sun", "1pm – 9:30pm"],
    ]);
  });

  it("does not merge equal days that are not consecutive", () => {
    const rows = [open(1, "17:00", "22:00"), closed(2), open(3, "17:00", "22:00"), ...week.slice(3)];
    const labels = groupOpeningHours(rows).map((g) => g.label);
    expect(labels.slice(0, 3)).toEqual(["Mon", "Tue", "Wed – Thu"]);
  });

  it("treats a missing day as closed and merges it with closed neighbours", () => {
    const groups = groupOpeningHours(week.filter((r) => r.day !== 2));
    expect(groups[0]).toMatchObject({
      label: "Mon – Tue",
      hours: "Closed",
      closed: true,
      longLabel: "Monday to Tuesday",
    });
  });

  it("gives one group when every day is the same", () => {
    const same = [1, 2, 3, 4, 5, 6, 7].map((d) => open(d, "12:00", "23:00"));
    expect(groupOpeningHours(same)).toEqual([
      expect.objectContaining({ label: "Mon – Sun", hours: "12pm – 11pm", days: [1, 2, 3, 4, 5, 6, 7] }),
    ]);
  });
});

describe("today in Europe/London", () => {
  it("uses the London date, not UTC, late in the evening in summer", () => {
    // 23:30 UTC on Friday 31 July 2026 is 00:30 on Saturday 1 August in London (BST).
    expect(londonNow(new Date("2026-07-31T23:30:00Z"))).toMatchObject({ date: "2026-08-01", weekday: 6, minutes: 30 });
  });

  it("is the same as UTC in winter", () => {
    expect(londonNow(new Date("2026-12-31T23:30:00Z"))).toMatchObject({ date: "2026-12-31", weekday: 4 });
  });

  it("crosses the spring daylight-saving change (29 March 2026, 01:00 UTC)", () => {
    expect(londonNow(new Date("2026-03-29T00:59:00Z"))).toMatchObject({ date: "2026-03-29", minutes: 59 });
    expect(londonNow(new Date("2026-03-29T01:00:00Z"))).toMatchObject({ date: "2026-03-29", minutes: 2 * 60 });
    // 23:30 UTC that evening is already Monday in London.
    expect(londonNow(new Date("2026-03-29T23:30:00Z"))).toMatchObject({ date: "2026-03-30", weekday: 1 });
  });

  it("crosses the autumn change (25 October 2026)", () => {
    expect(londonNow(new Date("2026-10-24T23:30:00Z"))).toMatchObject({ date: "2026-10-25", weekday: 7 });
    expect(londonNow(new Date("2026-10-25T23:30:00Z"))).toMatchObject({ date: "2026-10-25", weekday: 7 });
  });

  it("uses the weekly hours when there is no special date", () => {
    // Sunday 22 November 2026
    expect(todayHours(week, null, new Date("2026-11-22T12:00:00Z"))).toEqual({
      text: "1pm – 9:30pm",
      closed: false,
      source: "weekly",
      note: null,
    });
  });

  it("lets special hours for today override the week", () => {
    const special = { date: "2026-11-22", isClosed: true, openTime1: null, closeTime1: null, notes: "Private event" };
    expect(todayHours(week, special, new Date("2026-11-22T12:00:00Z"))).toEqual({
      text: "Closed",
      closed: true,
      source: "special",
      note: "Private event",
    });
  });

  it("ignores special hours for another day, judged by the London date", () => {
    const special = { date: "2026-08-01", isClosed: false, openTime1: "18:00", closeTime1: "20:00" };
    // 22:30 UTC on 31 July is 23:30 on 31 July in London: not the special date yet.
    expect(todayHours(week, special, new Date("2026-07-31T22:30:00Z")).source).toBe("weekly");
    expect(todayHours(week, special, new Date("2026-07-31T23:30:00Z"))).toMatchObject({
      source: "special",
      text: "6pm – 8pm",
    });
  });
});
