import { formatTime12 } from "@/lib/hours/format";

/**
 * Europe/London wall-clock times ⇄ instants. Staff type schedules in London time (what the
 * restaurant's clock says, BST in summer, GMT in winter); the database stores instants.
 */

export const LONDON = "Europe/London";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

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
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
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
export function fromLondonLocal(value: string): Date {
  if (!isLondonLocal(value)) throw new Error(`Not a London date and time: ${JSON.stringify(value)}`);
  const wall = Date.parse(`${value}:00Z`);
  for (const offset of [60, 0]) {
    const candidate = new Date(wall - offset * 60_000);
    if (toLondonLocal(candidate) === value) return candidate;
  }
  return new Date(wall);
}

const labels = new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** "Wed 15 Jul 2026, 6:30pm" in London time (built from parts: the same text on every ICU). */
export function formatLondon(at: Date): string {
  const p = Object.fromEntries(labels.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${formatTime12(toLondonLocal(at).slice(11))}`;
}

/** The London calendar date, yyyy-MM-dd. */
export function londonDateOf(at: Date): string {
  return toLondonLocal(at).slice(0, 10);
}
