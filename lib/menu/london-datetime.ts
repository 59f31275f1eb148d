/**
 * Staff type schedule times as London wall-clock time (a datetime-local value, "2026-03-29T18:30");
 * the database stores instants (UTC). These convert between the two whatever the zone of the
 * server or the browser, across the clock changes.
 */

export const LONDON_TIME_ZONE = "Europe/London";

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;
const MINUTE_MS = 60_000;

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The instant as a London datetime-local value ("yyyy-MM-ddTHH:mm"); "" for no instant. */
export function utcToLondonLocal(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return "";
  const p = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

function parseLocal(value: string): { y: number; mo: number; d: number; h: number; mi: number } | null {
  const m = LOCAL_VALUE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59) return null;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return { y, mo, d, h, mi };
}

/** True for a well-formed datetime-local value naming a real calendar date and time. */
export function isLondonLocalValue(value: string): boolean {
  return parseLocal(value) !== null;
}

/**
 * The instant a London wall-clock time names. In October's repeated hour the first (BST) moment
 * is meant; a time skipped in March (01:00-01:59) is read with the offset before the change, so
 * 01:30 becomes 02:30 BST, the moment a clock that "forgot" to change would show 01:30.
 * Returns null for anything that is not a valid datetime-local value.
 */
export function londonLocalToUtc(value: string): Date | null {
  const parts = parseLocal(value);
  if (!parts) return null;
  const asIfUtc = Date.UTC(parts.y, parts.mo - 1, parts.d, parts.h, parts.mi);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const target = `${pad(parts.y, 4)}-${pad(parts.mo)}-${pad(parts.d)}T${pad(parts.h)}:${pad(parts.mi)}`;
  // London is UTC+1 (BST) or UTC+0 (GMT); try the earlier instant first.
  for (const offsetMinutes of [60, 0]) {
    const candidate = new Date(asIfUtc - offsetMinutes * MINUTE_MS);
    if (utcToLondonLocal(candidate) === target) return candidate;
  }
  // The skipped hour in spring: GMT was in force just before it.
  return new Date(asIfUtc);
}

const display = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * "Sat 28 Mar 2026, 18:30" in London time, for schedule notes in the admin lists. Built from parts
 * so the server's and the browser's ICU data give the same text.
 */
export function formatLondon(value: Date | string): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return "";
  const p = Object.fromEntries(display.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}
