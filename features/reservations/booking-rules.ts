import {
  periodSpan,
  periodsOf,
  WEEKDAYS,
  type HoursLike,
  type IsoWeekday,
  type Period,
  type SpecialHoursLike,
  type WeeklyHours,
} from "@/features/opening-times/client";
import { DEFAULT_SLOTS, minutesOf, slotLabel, slotTimes, type SlotSetting } from "./booking-slots";

export interface SpecialBookingDay {
  date: string;
  periods: Period[];
  name: string | null;
}

export interface BookingRules {
  weekly: Period[][];
  special: SpecialBookingDay[];
  slots: SlotSetting[];
}

export interface DayPlan {
  date: string;
  weekday: IsoWeekday;
  special: SpecialBookingDay | null;
  periods: Period[];
  times: string[];
  coversLimit: number | null;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function weekdayOf(date: string): IsoWeekday {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (js === 0 ? 7 : js) as IsoWeekday;
}

export function dayLabel(date: string): string {
  const [, m, d] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date) - 1]!.name} ${d} ${MONTHS[m - 1]}`;
}

export function bookingRulesOf(
  weekly: readonly WeeklyHours[],
  special: readonly SpecialHoursLike[],
  slots: readonly SlotSetting[],
): BookingRules {
  return {
    weekly: WEEKDAYS.map(({ day }) => periodsOf(weekly.find((w) => w.day === day))),
    special: special.map((s) => ({ date: s.date, periods: periodsOf(s as HoursLike), name: s.notes?.trim() || null })),
    slots: WEEKDAYS.map(({ day }) => slots.find((s) => s.day === day) ?? { day, ...DEFAULT_SLOTS }),
  };
}

export function insidePeriods(time: string, periods: readonly Period[]): boolean {
  const t = minutesOf(time);
  return periods.some((p) => {
    const { start, end } = periodSpan(p.open, p.close);
    return t >= start && t < end;
  });
}

export function dayPlan(rules: BookingRules, date: string): DayPlan {
  const weekday = weekdayOf(date);
  const special = rules.special.find((s) => s.date === date) ?? null;
  const periods = special ? special.periods : (rules.weekly[weekday - 1] ?? []);
  const setting = rules.slots[weekday - 1] ?? { day: weekday, ...DEFAULT_SLOTS };
  return {
    date,
    weekday,
    special,
    periods,
    times: slotTimes(setting).filter((t) => insidePeriods(t, periods)),
    coversLimit: setting.coversLimit,
  };
}

export function anyDayTimes(rules: BookingRules | null): string[] {
  if (!rules) return slotTimes(DEFAULT_SLOTS);
  const times = new Set<string>();
  WEEKDAYS.forEach(({ day }, i) => {
    const periods = [
      ...(rules.weekly[i] ?? []),
      ...rules.special.flatMap((s) => (weekdayOf(s.date) === day ? s.periods : [])),
    ];
    for (const t of slotTimes(rules.slots[i] ?? DEFAULT_SLOTS)) if (insidePeriods(t, periods)) times.add(t);
  });
  return [...times].sort((a, b) => minutesOf(a) - minutesOf(b));
}

const anotherDate = (phone: string) => `Please choose another date, or call us on ${phone}.`;
const anotherTime = (phone: string) => `Please choose another time, or call us on ${phone}.`;

export function dateRefusal(plan: DayPlan, phone: string): string | null {
  const weekdayName = WEEKDAYS[plan.weekday - 1]!.name;
  const named = plan.special
    ? `${dayLabel(plan.date)}${plan.special.name ? ` (${plan.special.name})` : ""}`
    : `${weekdayName}s`;
  if (plan.periods.length === 0) return `We are closed on ${named}. ${anotherDate(phone)}`;
  if (plan.times.length === 0) return `We do not take table bookings on ${named}. ${anotherDate(phone)}`;
  return null;
}

export function timeRefusal(plan: DayPlan, time: string, phone: string): string | null {
  if (plan.times.includes(time)) return null;
  return `We do not take bookings at ${slotLabel(time)} on ${dayLabel(plan.date)}. ${anotherTime(phone)}`;
}

export function isFull(limit: number | null, confirmed: number): boolean {
  return limit !== null && confirmed >= limit;
}

export function capacityRefusal(
  plan: DayPlan,
  time: string,
  party: number,
  confirmed: number,
  phone: string,
): string | null {
  const limit = plan.coversLimit;
  if (limit === null) return null;
  const at = `${slotLabel(time)} on ${dayLabel(plan.date)}`;
  if (isFull(limit, confirmed)) return `${at} is fully booked. ${anotherTime(phone)}`;
  if (confirmed + party > limit) return `There is not enough room left for ${party} at ${at}. ${anotherTime(phone)}`;
  return null;
}

export const fullSlotLabel = (time: string, phone: string) => `${slotLabel(time)} (Full — please call us on ${phone})`;
