import { describe, expect, it } from "vitest";
import { HOURS_MESSAGES, validateDayHours } from "@/features/opening-times/validate";
import { weeklyHoursSchema } from "@/features/opening-times/schema";
import { specialHoursSchema } from "@/features/opening-times/special-hours-schema";

const open = (openTime1: string, closeTime1: string, openTime2 = "", closeTime2 = "") => ({
  isClosed: false,
  openTime1,
  closeTime1,
  openTime2,
  closeTime2,
});

describe("validateDayHours", () => {
  it("accepts a closed day with no times, and ignores stale times on a closed day", () => {
    expect(validateDayHours({ isClosed: true, openTime1: "", closeTime1: "" })).toEqual({});
    expect(validateDayHours({ isClosed: true, openTime1: "18:00", closeTime1: "" })).toEqual({});
  });

  it("needs both times of the first period on an open day", () => {
    expect(validateDayHours(open("", ""))).toEqual({
      openTime1: HOURS_MESSAGES.openRequired,
      closeTime1: HOURS_MESSAGES.closeRequired,
    });
    expect(validateDayHours(open("17:00", ""))).toEqual({ closeTime1: HOURS_MESSAGES.closeRequired });
  });

  it("accepts one or two ordered periods", () => {
    expect(validateDayHours(open("17:00", "22:00"))).toEqual({});
    expect(validateDayHours(open("12:00", "15:00", "17:00", "23:00"))).toEqual({});
    // Back to back is fine: the kitchen closes at 3 and reopens at 3.
    expect(validateDayHours(open("12:00", "15:00", "15:00", "23:00"))).toEqual({});
  });

  it("needs both times of a second period once either is given", () => {
    expect(validateDayHours(open("12:00", "15:00", "17:00", ""))).toEqual({
      closeTime2: HOURS_MESSAGES.secondCloseRequired,
    });
    expect(validateDayHours(open("12:00", "15:00", "", "23:00"))).toEqual({
      openTime2: HOURS_MESSAGES.secondOpenRequired,
    });
  });

  it("refuses overlapping periods, and a second period before the first", () => {
    expect(validateDayHours(open("12:00", "16:00", "15:00", "23:00"))).toEqual({ openTime2: HOURS_MESSAGES.overlap });
    expect(validateDayHours(open("17:00", "23:00", "12:00", "15:00"))).toEqual({ openTime2: HOURS_MESSAGES.overlap });
  });

  it("reads a closing time at or before opening as past midnight, up to 6am", () => {
    expect(validateDayHours(open("17:00", "01:00"))).toEqual({});
    expect(validateDayHours(open("17:00", "00:00"))).toEqual({});
    expect(validateDayHours(open("12:00", "15:00", "18:00", "02:30"))).toEqual({});
    expect(validateDayHours(open("17:00", "06:00"))).toEqual({});
    expect(validateDayHours(open("17:00", "06:30"))).toEqual({ closeTime1: HOURS_MESSAGES.tooLate });
    // 12pm to 11am is a typo, not a 23-hour day.
    expect(validateDayHours(open("12:00", "11:00"))).toEqual({ closeTime1: HOURS_MESSAGES.tooLate });
  });

  it("refuses equal opening and closing times, and a first period past midnight before a second", () => {
    expect(validateDayHours(open("17:00", "17:00"))).toEqual({ closeTime1: HOURS_MESSAGES.sameTime });
    expect(validateDayHours(open("18:00", "01:00", "19:00", "22:00"))).toEqual({
      closeTime1: HOURS_MESSAGES.secondPastMidnightFirst,
    });
  });

  it("refuses times that are not hh:mm", () => {
    expect(validateDayHours(open("5pm", "22:00"))).toEqual({ openTime1: HOURS_MESSAGES.badTime });
    expect(validateDayHours(open("17:00", "24:00"))).toEqual({ closeTime1: HOURS_MESSAGES.badTime });
  });
});

describe("weeklyHoursSchema", () => {
  const week = () =>
    Array.from({ length: 7 }, (_, i) => ({
      day: i + 1,
      isClosed: i === 0,
      openTime1: i === 0 ? "" : "17:00",
      closeTime1: i === 0 ? "" : "22:00",
      openTime2: "",
      closeTime2: "",
      notes: "",
    }));

  it("accepts a valid week and reports a bad day's field by its path", () => {
    expect(weeklyHoursSchema.safeParse({ days: week() }).success).toBe(true);
    const days = week();
    days[4] = { ...days[4]!, openTime2: "21:00", closeTime2: "23:00" };
    const result = weeklyHoursSchema.safeParse({ days });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["days.4.openTime2", HOURS_MESSAGES.overlap],
    ]);
  });

  it("needs Monday to Sunday in order", () => {
    const days = week().reverse();
    expect(weeklyHoursSchema.safeParse({ days }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ days: week().slice(1) }).success).toBe(false);
  });
});

describe("specialHoursSchema", () => {
  it("accepts a closed date or one open period, and refuses impossible dates", () => {
    expect(
      specialHoursSchema.safeParse({
        date: "2026-12-25",
        isClosed: true,
        openTime1: "",
        closeTime1: "",
        notes: "Christmas Day",
      }).success,
    ).toBe(true);
    expect(
      specialHoursSchema.safeParse({
        date: "2026-12-31",
        isClosed: false,
        openTime1: "18:00",
        closeTime1: "02:00",
        notes: "",
      }).success,
    ).toBe(true);
    expect(
      specialHoursSchema.safeParse({ date: "2026-02-30", isClosed: true, openTime1: "", closeTime1: "", notes: "" })
        .success,
    ).toBe(false);
    const noTimes = specialHoursSchema.safeParse({
      date: "2026-12-24",
      isClosed: false,
      openTime1: "",
      closeTime1: "",
      notes: "",
    });
    expect(noTimes.error?.issues.map((i) => i.path.join("."))).toEqual(["openTime1", "closeTime1"]);
  });
});
