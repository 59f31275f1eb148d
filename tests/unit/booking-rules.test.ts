import { describe, expect, it } from "vitest";
import {
  anyDayTimes,
  bookingRulesOf,
  capacityRefusal,
  dateRefusal,
  dayLabel,
  dayPlan,
  fullSlotLabel,
  isFull,
  leavesTableTime,
  lunchByPhoneNote,
  timeRefusal,
  weekdayOf,
} from "@/features/reservations/booking-rules";
import { defaultSlotSettings, slotLabel, slotTimes } from "@/features/reservations/booking-slots";
import { firstErrorPerField } from "@/lib/actions/public-action";
import { makeReservationSchema } from "@/features/reservations/form-schema";
import type { WeeklyHours } from "@/features/opening-times/types";

const PHONE = "0116 496 0999";
const open = (day: number, openTime1: string, closeTime1: string, extra: Partial<WeeklyHours> = {}): WeeklyHours => ({
  day,
  isClosed: false,
  openTime1,
  closeTime1,
  ...extra,
});

// The demo week: closed on Mondays, Sunday 1pm to 9:30pm, Friday lunch and dinner.
const WEEK: WeeklyHours[] = [
  { day: 1, isClosed: true, openTime1: null, closeTime1: null },
  open(2, "17:00:00", "22:00:00"),
  open(3, "17:00:00", "22:00:00"),
  open(4, "17:00:00", "22:00:00"),
  open(5, "12:00:00", "15:00:00", { openTime2: "17:00:00", closeTime2: "23:00:00" }),
  open(6, "17:00:00", "01:00:00"),
  open(7, "13:00:00", "21:30:00"),
];
const SPECIAL = [
  { date: "2026-12-25", isClosed: true, openTime1: null, closeTime1: null, notes: "Christmas Day" },
  { date: "2026-12-07", isClosed: false, openTime1: "18:00", closeTime1: "21:00", notes: null },
  { date: "2026-12-09", isClosed: true, openTime1: null, closeTime1: null, notes: "" },
];
const rules = bookingRulesOf(WEEK, SPECIAL, defaultSlotSettings());
const DEFAULT_TIMES = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"];

describe("slots", () => {
  it("run from first to last in steps; labels in 12-hour time", () => {
    expect(slotTimes({ first: "17:00", last: "21:30", every: 30 })).toEqual(DEFAULT_TIMES);
    expect(slotTimes({ first: "12:00", last: "13:00", every: 15 })).toEqual([
      "12:00",
      "12:15",
      "12:30",
      "12:45",
      "13:00",
    ]);
    expect(slotTimes({ first: "21:00", last: "17:00", every: 30 })).toEqual([]);
    expect(slotTimes({ first: "bad", last: "17:00", every: 30 })).toEqual([]);
    expect(["17:00", "12:30", "00:00", "11:45"].map(slotLabel)).toEqual(["5:00pm", "12:30pm", "12:00am", "11:45am"]);
  });
});

describe("a date's plan", () => {
  it("knows the weekday and writes the day as guests read it", () => {
    expect(weekdayOf("2026-11-30")).toBe(1);
    expect(weekdayOf("2026-12-06")).toBe(7);
    expect(dayLabel("2026-12-25")).toBe("Friday 25 December");
  });

  it("refuses a closed weekday and a closed special date, naming them and the phone", () => {
    expect(dateRefusal(dayPlan(rules, "2026-11-30"), PHONE)).toBe(
      `We are closed on Mondays. Please choose another date, or call us on ${PHONE}.`,
    );
    expect(dateRefusal(dayPlan(rules, "2026-12-25"), PHONE)).toBe(
      `We are closed on Friday 25 December (Christmas Day). Please choose another date, or call us on ${PHONE}.`,
    );
    expect(dateRefusal(dayPlan(rules, "2026-12-09"), PHONE)).toBe(
      `We are closed on Wednesday 9 December. Please choose another date, or call us on ${PHONE}.`,
    );
    expect(dateRefusal(dayPlan(rules, "2026-12-01"), PHONE)).toBeNull();
  });

  it("a special date's hours replace the week's: a Monday opened for the evening takes bookings inside them", () => {
    const plan = dayPlan(rules, "2026-12-07");
    expect(dateRefusal(plan, PHONE)).toBeNull();
    // Open 6pm to 9pm: the last table starts 90 minutes before closing.
    expect(plan.times).toEqual(["18:00", "18:30", "19:00", "19:30"]);
  });

  it("the last slot leaves the table its time before closing, on special and weekly hours alike", () => {
    const fiveToEight = bookingRulesOf(
      WEEK,
      [{ date: "2026-12-03", isClosed: false, openTime1: "17:00", closeTime1: "20:00", notes: null }],
      defaultSlotSettings(),
    );
    expect(dayPlan(fiveToEight, "2026-12-03").times).toEqual(["17:00", "17:30", "18:00", "18:30"]);
    expect(timeRefusal(dayPlan(fiveToEight, "2026-12-03"), "19:30", PHONE)).toBe(
      `We do not take bookings at 7:30pm on Thursday 3 December. Please choose another time, or call us on ${PHONE}.`,
    );
    // Tuesday closes at 10pm: 8:30pm is the last table.
    expect(dayPlan(fiveToEight, "2026-12-01").times.at(-1)).toBe("20:30");
    const anHour = bookingRulesOf(
      WEEK,
      [],
      defaultSlotSettings().map((s) => ({ ...s, lastBeforeClose: 60 })),
    );
    expect(dayPlan(anHour, "2026-12-01").times.at(-1)).toBe("21:00");
    expect(leavesTableTime("20:30", [{ open: "17:00", close: "22:00" }], 90)).toBe(true);
    expect(leavesTableTime("21:00", [{ open: "17:00", close: "22:00" }], 90)).toBe(false);
    expect(leavesTableTime("23:00", [{ open: "17:00", close: "01:00" }], 90)).toBe(true);
  });

  it("lunch takes bookings in each opening period before the first dinner slot once staff turn it on", () => {
    const lunch = bookingRulesOf(
      WEEK,
      [],
      defaultSlotSettings().map((s) => ({ ...s, lunch: true })),
    );
    // Friday: open 12 to 3pm, then 5 to 11pm.
    expect(dayPlan(lunch, "2026-12-04").times).toEqual(["12:00", "12:30", "13:00", "13:30", ...DEFAULT_TIMES]);
    // Sunday: one period from 1pm to 9:30pm.
    expect(dayPlan(lunch, "2026-12-06").times).toEqual([
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
      "17:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
    ]);
    expect(dayPlan(lunch, "2026-12-04").lunchByPhone).toBe(false);
    expect(anyDayTimes(lunch)[0]).toBe("12:00");
  });

  it("without lunch bookings, a day open before dinner says lunch is booked by phone", () => {
    const friday = dayPlan(rules, "2026-12-04");
    expect(friday.times[0]).toBe("17:00");
    expect(lunchByPhoneNote(friday, PHONE)).toBe(
      `Tables before 5:00pm on Fridays are booked by phone: please call us on ${PHONE}.`,
    );
    expect(lunchByPhoneNote(dayPlan(rules, "2026-12-01"), PHONE)).toBeNull();
  });

  it("offers a slot only inside the day's opening periods, never at closing time", () => {
    // Tuesday closes at 10pm, Sunday at 9:30pm: each last table starts 90 minutes before.
    expect(dayPlan(rules, "2026-12-01").times).toEqual(DEFAULT_TIMES.slice(0, -2));
    expect(dayPlan(rules, "2026-12-06").times).toEqual(DEFAULT_TIMES.slice(0, -3));
    // Saturday runs past midnight: every evening slot is inside.
    expect(dayPlan(rules, "2026-12-05").times).toEqual(DEFAULT_TIMES);
    expect(timeRefusal(dayPlan(rules, "2026-12-06"), "21:30", PHONE)).toBe(
      `We do not take bookings at 9:30pm on Sunday 6 December. Please choose another time, or call us on ${PHONE}.`,
    );
    expect(timeRefusal(dayPlan(rules, "2026-12-06"), "20:00", PHONE)).toBeNull();
  });

  it("a day open only outside its slots takes no bookings, with its own words", () => {
    const lunchOnly = bookingRulesOf([open(2, "12:00", "15:00")], [], defaultSlotSettings());
    expect(dateRefusal(dayPlan(lunchOnly, "2026-12-01"), PHONE)).toBe(
      `We do not take table bookings on Tuesdays. Please choose another date, or call us on ${PHONE}.`,
    );
    expect(dateRefusal(dayPlan(lunchOnly, "2026-12-02"), PHONE)).toBe(
      `We are closed on Wednesdays. Please choose another date, or call us on ${PHONE}.`,
    );
  });

  it("staff's slots per weekday, and the times any day offers for the list before a date is chosen", () => {
    const slots = defaultSlotSettings().map((s) =>
      s.day === 5 ? { ...s, first: "12:00", last: "21:00", every: 60 } : s,
    );
    const withLunch = bookingRulesOf(WEEK, [], slots);
    expect(dayPlan(withLunch, "2026-12-04").times).toEqual([
      "12:00",
      "13:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
    ]);
    expect(anyDayTimes(withLunch)).toEqual(["12:00", "13:00", ...DEFAULT_TIMES]);
    expect(anyDayTimes(null)).toEqual(DEFAULT_TIMES);
  });
});

describe("covers limit", () => {
  const limited = bookingRulesOf(
    WEEK,
    [],
    defaultSlotSettings().map((s) => ({ ...s, coversLimit: 20 })),
  );
  const plan = dayPlan(limited, "2026-12-04");

  it("is full once the confirmed covers reach it; a party larger than what is left is refused too", () => {
    expect(isFull(20, 19)).toBe(false);
    expect(isFull(20, 20)).toBe(true);
    expect(isFull(null, 500)).toBe(false);
    expect(capacityRefusal(plan, "19:00", 4, 16, PHONE)).toBeNull();
    expect(capacityRefusal(plan, "19:00", 5, 16, PHONE)).toBe(
      `There is not enough room left for 5 at 7:00pm on Friday 4 December. Please choose another time, or call us on ${PHONE}.`,
    );
    expect(capacityRefusal(plan, "19:00", 1, 20, PHONE)).toBe(
      `7:00pm on Friday 4 December is fully booked. Please choose another time, or call us on ${PHONE}.`,
    );
    expect(capacityRefusal(dayPlan(rules, "2026-12-04"), "19:00", 9, 500, PHONE)).toBeNull();
    expect(fullSlotLabel("19:00", PHONE)).toBe(`7:00pm (Full — please call us on ${PHONE})`);
  });
});

describe("the reservation schema with the rules (browser and server alike)", () => {
  const clock = () => new Date("2026-11-25T12:00:00Z");
  const base = {
    name: "Amina Khan",
    email: "amina@example.com",
    phone: "07700 900123",
    date: "2026-12-01",
    time: "19:00",
    guests: "4",
    notes: "",
  };
  const errors = (values: Record<string, string>, covers?: number) => {
    const r = makeReservationSchema({
      clock,
      phone: PHONE,
      rules,
      availability: covers === undefined ? undefined : () => ({ covers: { "19:00": covers }, seatable: null }),
    }).safeParse(values);
    return r.success ? {} : firstErrorPerField(r.error.issues);
  };

  it("refuses closed dates on the date field, even before a time is chosen, and says nothing of the time", () => {
    expect(errors({ ...base, date: "2026-11-30", time: "" })).toEqual({
      date: `We are closed on Mondays. Please choose another date, or call us on ${PHONE}.`,
    });
    expect(errors({ ...base, date: "2026-12-25" }).date).toContain("Friday 25 December (Christmas Day)");
    expect(errors({ ...base, date: "2026-12-25" }).time).toBeUndefined();
  });

  it("keeps today's rules for today and past dates", () => {
    expect(errors({ ...base, date: "2026-11-25" }).date).toBe(
      `For same-day bookings, please call us directly at ${PHONE}`,
    );
    expect(errors({ ...base, date: "2026-11-20" }).date).toBe(
      "That date has passed: please choose a date in the future",
    );
  });

  it("refuses a time the date does not offer, and a full slot", () => {
    expect(errors({ ...base, date: "2026-12-06", time: "21:30" }).time).toContain(
      "We do not take bookings at 9:30pm on Sunday 6 December",
    );
    expect(errors(base)).toEqual({});
    const limitedRules = bookingRulesOf(
      WEEK,
      [],
      defaultSlotSettings().map((s) => ({ ...s, coversLimit: 10 })),
    );
    const full = makeReservationSchema({
      clock,
      phone: PHONE,
      rules: limitedRules,
      availability: () => ({ covers: { "19:00": 10 }, seatable: null }),
    }).safeParse(base);
    expect(full.success ? null : firstErrorPerField(full.error.issues).time).toBe(
      `7:00pm on Tuesday 1 December is fully booked. Please choose another time, or call us on ${PHONE}.`,
    );
    const unknown = makeReservationSchema({ clock, phone: PHONE, rules: limitedRules }).safeParse(base);
    expect(unknown.success).toBe(true);
  });

  it("refuses a time no table is free at for the party, and takes one a table is free at", () => {
    const room = (seatable: Record<string, string[]>) =>
      makeReservationSchema({ clock, phone: PHONE, rules, availability: () => ({ covers: {}, seatable }) });
    const taken = room({ "2": ["19:00"], "4": ["18:00", "20:30"] }).safeParse(base);
    expect(taken.success ? null : firstErrorPerField(taken.error.issues).time).toBe(
      `We have no table free for 4 guests at 7:00pm on Tuesday 1 December. Please choose another time, or call us on ${PHONE}.`,
    );
    expect(room({ "4": ["19:00"] }).safeParse(base).success).toBe(true);
    const nine = room({ "9": [] }).safeParse({ ...base, guests: "9+" });
    expect(nine.success ? null : firstErrorPerField(nine.error.issues).time).toContain("no table free for 9 guests");
  });
});
