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
import { DEFAULT_SLOTS, hhmmOf, minutesOf, slotLabel, slotTimes, type SlotSetting } from "./booking-slots";

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
  /** Opening time before the first dinner slot that takes no table bookings (lunch left to the phone). */
  lunchByPhone: boolean;
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

/** A slot a table can take: inside an opening period and at least `lastBeforeClose` minutes before it closes. */
export function leavesTableTime(time: string, periods: readonly Period[], lastBeforeClose: number): boolean {
  const t = minutesOf(time);
  return periods.some((p) => {
    const { start, end } = periodSpan(p.open, p.close);
    return t >= start && t + lastBeforeClose <= end;
  });
}

function lunchTimes(setting: SlotSetting, periods: readonly Period[]): string[] {
  const dinnerFrom = minutesOf(setting.first);
  const out: string[] = [];
  for (const p of periods) {
    const { start, end } = periodSpan(p.open, p.close);
    for (let m = start; m < dinnerFrom && m + setting.lastBeforeClose <= end; m += setting.every) out.push(hhmmOf(m));
  }
  return out;
}

/** Every slot of a day, lunch and dinner, each leaving the table its time before closing. */
export function slotsOfDay(setting: SlotSetting, periods: readonly Period[]): string[] {
  const dinner = slotTimes(setting).filter((t) => leavesTableTime(t, periods, setting.lastBeforeClose));
  const lunch = setting.lunch ? lunchTimes(setting, periods) : [];
  return [...new Set([...lunch, ...dinner])].sort((a, b) => minutesOf(a) - minutesOf(b));
}

function opensBeforeDinner(setting: SlotSetting, periods: readonly Period[]): boolean {
  return periods.some((p) => minutesOf(p.open) < minutesOf(setting.first));
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
    times: slotsOfDay(setting, periods),
    coversLimit: setting.coversLimit,
    lunchByPhone: !setting.lunch && opensBeforeDinner(setting, periods),
  };
}

export function anyDayTimes(rules: BookingRules | null): string[] {
  if (!rules) return slotTimes(DEFAULT_SLOTS);
  const times = new Set<string>();
  WEEKDAYS.forEach(({ day }, i) => {
    const setting = rules.slots[i] ?? { day, ...DEFAULT_SLOTS };
    for (const t of slotsOfDay(setting, rules.weekly[i] ?? [])) times.add(t);
    for (const s of rules.special)
      if (weekdayOf(s.date) === day) for (const t of slotsOfDay(setting, s.periods)) times.add(t);
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

export function lunchByPhoneNote(plan: DayPlan, phone: string): string | null {
  if (!plan.lunchByPhone || plan.times.length === 0) return null;
  const named = plan.special ? dayLabel(plan.date) : `${WEEKDAYS[plan.weekday - 1]!.name}s`;
  return `Tables before ${slotLabel(plan.times[0]!)} on ${named} are booked by phone: please call us on ${phone}.`;
}

export const fullSlotLabel = (time: string, phone: string) => `${slotLabel(time)} (Full — please call us on ${phone})`;
