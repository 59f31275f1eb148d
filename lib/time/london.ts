import { formatTime12 } from "@/lib/hours/format";
import { lazy } from "@/lib/cache/lazy";
import type { IsoWeekday } from "@/lib/hours/types";

/**
 * Europe/London wall-clock times ⇄ instants. Staff type schedules in London time (what the
 * restaurant's clock says, BST in summer, GMT in winter); the database stores instants.
 */

export const LONDON = "Europe/London";

const parts = lazy(() => new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
}));

// Browsers may add seconds to a datetime-local value ("2026-03-29T18:30:00"); they are ignored.
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/** A datetime-local value: "2026-03-29T18:30". */
export function isLondonLocal(value: string): boolean {
  const m = LOCAL.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

/** The London wall clock at an instant, as a datetime-local value. */
export function toLondonLocal(at: Date): string {
  const p = Object.fromEntries(parts().formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes London is ahead of UTC at an instant (0 in winter, 60 in summer). */
export function londonOffsetMinutes(at: Date): number {
  const local = toLondonLocal(at);
  const asUtc = Date.parse(`${local}:00Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a London wall-clock time names. When the clocks go back, 01:00–01:59 happens twice:
 * the first (BST) is meant. When they go forward, 01:00–01:59 never happens: it is read as GMT,
 * which lands an hour later on the new clock (01:30 → 02:30 BST), so nothing is silently dropped.
 */
export function fromLondonLocal(input: string): Date {
  if (!isLondonLocal(input)) throw new Error(`Not a London date and time: ${JSON.stringify(input)}`);
  const value = input.slice(0, 16);
  const wall = Date.parse(`${value}:00Z`);
  for (const offset of [60, 0]) {
    const candidate = new Date(wall - offset * 60_000);
    if (toLondonLocal(candidate) === value) return candidate;
  }
  return new Date(wall);
}

const labels = lazy(() => new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, weekday: "short", day: "numeric", month: "short", year: "numeric" }));

/** "Wed 15 Jul 2026, 6:30pm" in London time (built from parts: the same text on every ICU). */
export function formatLondon(value: Date | string): string {
  const at = value instanceof Date ? value : new Date(value);
  const p = Object.fromEntries(labels().formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${formatTime12(toLondonLocal(at).slice(11))}`;
}

/** The London calendar date, yyyy-MM-dd. */
export function londonDateOf(at: Date): string {
  return toLondonLocal(at).slice(0, 10);
}

/** The instant as a datetime-local value for a form field; "" for none (or an unreadable value). */
export function toLondonLocalValue(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? "" : toLondonLocal(at);
}

/** A datetime-local value from a form as an instant; null when it is not one. */
export function fromLondonLocalValue(value: string): Date | null {
  const v = value.trim();
  return isLondonLocal(v) ? fromLondonLocal(v) : null;
}

const partsOf = (format: Intl.DateTimeFormat, at: Date) => Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));

const dayMonthYear = lazy(() => new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, day: "numeric", month: "short", year: "numeric" }));
const dayMonth = lazy(() => new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, day: "numeric", month: "short" }));

/** "15 Jan 2026, 09:05" in London time (24-hour: the admin lists' compact form). */
export function formatLondonDateTime(value: Date | string): string {
  const at = value instanceof Date ? value : new Date(value);
  const p = partsOf(dayMonthYear(), at);
  return `${p.day} ${p.month} ${p.year}, ${toLondonLocal(at).slice(11)}`;
}

/** "13:45:07" in London time. */
export function formatLondonClock(at: Date): string {
  return `${toLondonLocal(at).slice(11)}:${String(at.getUTCSeconds()).padStart(2, "0")}`;
}

/** "Today, 13:45", "Yesterday, 09:10", otherwise "19 Nov, 13:45" (London calendar days). */
export function formatLondonRecent(at: Date, now: Date): string {
  const day = londonDateOf(at);
  const today = londonDateOf(now);
  const time = toLondonLocal(at).slice(11);
  if (day === today) return `Today, ${time}`;
  if (day === addDays(today, -1)) return `Yesterday, ${time}`;
  const p = partsOf(dayMonth(), at);
  return `${p.day} ${p.month}, ${time}`;
}

// Calendar dates (yyyy-MM-dd) have no zone: they are formatted as the UTC midnight they parse to.
const calendar = lazy(() => new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }));

/** "2026-11-28" → "Sat 28 Nov" (or "Sat 28 Nov 2026" with the year). */
export function formatCalendarDate(date: string, opts: { year?: boolean } = {}): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const p = partsOf(calendar(), new Date(Date.UTC(y, m - 1, d)));
  return `${p.weekday} ${p.day} ${p.month}${opts.year ? ` ${p.year}` : ""}`;
}

/** Calendar arithmetic on yyyy-MM-dd strings (no clock, no zone: months and leap years just work). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A stored time of day ("19:30:00") as the admin shows it ("19:30"). */
export function formatClockTime(time: string): string {
  return time.slice(0, 5);
}

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
  const p = Object.fromEntries(parts().formatToParts(now).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    weekday: WEEKDAY_NUMBER[p.weekday as string] ?? 1,
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** The instant the next London calendar day begins (23 or 25 hours away when the clocks change). */
export function nextLondonMidnight(now: Date): Date {
  const [y, m, d] = londonNow(now).date.split("-").map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return fromLondonLocal(`${tomorrow}T00:00`);
}
