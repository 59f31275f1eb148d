import { formatPeriods } from "./periods";
import type { IsoWeekday, SpecialHoursLike, WeeklyHours } from "./types";
import { lazy } from "@/lib/format/lazy";
import { fromLondonLocal } from "@/lib/time/london";

export const RESTAURANT_TIME_ZONE = "Europe/London";

const partsFormatter = lazy(() => new Intl.DateTimeFormat("en-GB", {
  timeZone: RESTAURANT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
}));

const WEEKDAY_NUMBER: Record<string, IsoWeekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export interface LondonDate {
  /** yyyy-MM-dd in Europe/London */
  date: string;
  weekday: IsoWeekday;
  /** minutes since local midnight */
  minutes: number;
}

/** The calendar date, weekday and time of day in Europe/London at `now`, whatever the server's zone. */
export function londonNow(now: Date): LondonDate {
  const parts = Object.fromEntries(partsFormatter().formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_NUMBER[parts.weekday as string] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export interface TodayHours {
  text: string;
  closed: boolean;
  source: "special" | "weekly";
  note: string | null;
}

/** Today's hours: a special-hours row for today wins over the weekly pattern. */
export function todayHours(weekly: readonly WeeklyHours[], special: SpecialHoursLike | null | undefined, now: Date): TodayHours {
  const today = londonNow(now);
  if (special && special.date === today.date) {
    const text = formatPeriods(special);
    return { text, closed: text === "Closed", source: "special", note: special.notes?.trim() || null };
  }
  const row = weekly.find((r) => r.day === today.weekday);
  const text = formatPeriods(row);
  return { text, closed: text === "Closed", source: "weekly", note: row?.notes?.trim() || null };
}

/** The instant the next London calendar day begins (23 or 25 hours away when the clocks change). */
export function nextLondonMidnight(now: Date): Date {
  const [y, m, d] = londonNow(now).date.split("-").map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return fromLondonLocal(`${tomorrow}T00:00`);
}
