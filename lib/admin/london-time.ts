import { londonNow, RESTAURANT_TIME_ZONE } from "@/lib/hours/today";

/**
 * How the admin area writes dates and times: always the restaurant's clock (Europe/London),
 * whatever zone the server or the admin's laptop is in.
 */

const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: RESTAURANT_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const timeFormat = new Intl.DateTimeFormat("en-GB", { timeZone: RESTAURANT_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const shortDateFormat = new Intl.DateTimeFormat("en-GB", { timeZone: RESTAURANT_TIME_ZONE, day: "numeric", month: "short" });
// Calendar dates (yyyy-MM-dd) have no zone: format them as the UTC midnight they were parsed to.
const calendarDateFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });

/** "21 Nov 2026, 13:45" */
export function formatLondonDateTime(at: Date): string {
  return dateTimeFormat.format(at).replace(" at ", ", ");
}

/** "Today, 13:45", "Yesterday, 09:10", otherwise "19 Nov, 13:45" (London calendar days). */
export function formatLondonRecent(at: Date, now: Date): string {
  const day = londonNow(at).date;
  const today = londonNow(now).date;
  const time = timeFormat.format(at);
  if (day === today) return `Today, ${time}`;
  if (day === addDays(today, -1)) return `Yesterday, ${time}`;
  return `${shortDateFormat.format(at)}, ${time}`;
}

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: RESTAURANT_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "13:45:07" */
export function formatLondonClock(at: Date): string {
  return clockFormat.format(at);
}

/** "2026-11-28" → "Sat 28 Nov" */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return calendarDateFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Calendar arithmetic on yyyy-MM-dd strings (no clock, no zone: months and leap years just work). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
