import { formatTime12 } from "@/lib/time/clock";
import { lazy } from "@/lib/cache/lazy";

export const LONDON = "Europe/London";

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Formatters are costly to build: each is made on first use and kept. */
const formatter = (options: Intl.DateTimeFormatOptions) => lazy(() => new Intl.DateTimeFormat("en-GB", options));

const partsOf = (format: Intl.DateTimeFormat, at: Date) =>
  Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));

const parts = formatter({
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const DATE_LABEL = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

export function isLondonLocal(value: string): boolean {
  const m = LOCAL.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

export function toLondonLocal(at: Date): string {
  const p = partsOf(parts(), at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

export function londonOffsetMinutes(at: Date): number {
  const local = toLondonLocal(at);
  const asUtc = Date.parse(`${local}:00Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

// Clocks going back: the repeated 01:00–01:59 is read as BST. Going forward: the missing hour is read
// as GMT, an hour later on the new clock (01:30 → 02:30 BST), so nothing is silently dropped.
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

const labels = formatter({ timeZone: LONDON, ...DATE_LABEL });

export function formatLondon(value: Date | string): string {
  const at = value instanceof Date ? value : new Date(value);
  const p = partsOf(labels(), at);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${formatTime12(toLondonLocal(at).slice(11))}`;
}

export function londonDateOf(at: Date): string {
  return toLondonLocal(at).slice(0, 10);
}

export function toLondonLocalValue(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? "" : toLondonLocal(at);
}

export function fromLondonLocalValue(value: string): Date | null {
  const v = value.trim();
  return isLondonLocal(v) ? fromLondonLocal(v) : null;
}

const dayMonthYear = formatter({ timeZone: LONDON, day: "numeric", month: "short", year: "numeric" });
const dayMonth = formatter({ timeZone: LONDON, day: "numeric", month: "short" });

export function formatLondonDateTime(value: Date | string): string {
  const at = value instanceof Date ? value : new Date(value);
  const p = partsOf(dayMonthYear(), at);
  return `${p.day} ${p.month} ${p.year}, ${toLondonLocal(at).slice(11)}`;
}

export function formatLondonClock(at: Date): string {
  return `${toLondonLocal(at).slice(11)}:${String(at.getUTCSeconds()).padStart(2, "0")}`;
}

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
const calendar = formatter({ timeZone: "UTC", ...DATE_LABEL });

const longCalendar = formatter({ timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });

function utcMidnight(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export function formatCalendarDate(date: string, opts: { year?: boolean } = {}): string {
  const p = partsOf(calendar(), utcMidnight(date));
  return `${p.weekday} ${p.day} ${p.month}${opts.year ? ` ${p.year}` : ""}`;
}

/** "Friday 27 November 2026", built from parts: some ICU versions put a comma after the weekday. */
export function formatLongCalendarDate(date: string): string {
  const p = partsOf(longCalendar(), utcMidnight(date));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function formatClockTime(time: string): string {
  return time.slice(0, 5);
}

const WEEKDAY_NUMBER: Record<string, IsoWeekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export interface LondonDate {
  date: string;
  weekday: IsoWeekday;
  minutes: number;
}

export function londonNow(now: Date): LondonDate {
  const p = partsOf(parts(), now);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    weekday: WEEKDAY_NUMBER[p.weekday as string] ?? 1,
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
}

export function nextLondonMidnight(now: Date): Date {
  const [y, m, d] = londonNow(now).date.split("-").map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return fromLondonLocal(`${tomorrow}T00:00`);
}
