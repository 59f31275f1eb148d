/**
 * Time-window helpers shared by the cached reads. A cached read takes "now" as an argument,
 * truncated to the minute: each minute is its own cache entry, so a scheduled change (a menu
 * section's publish_at, a popup's end_at) shows within a minute of its time without an edit,
 * while every request inside that minute shares one database read.
 */

const MINUTE_MS = 60_000;

/** The start of the current minute as an ISO string, e.g. "2025-01-31T18:04:00.000Z". */
export function asOfMinute(now: Date = new Date()): string {
  return new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
}

export type Instant = Date | string | null | undefined;

function toTime(value: Instant): number | null {
  if (value === null || value === undefined || value === "") return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/**
 * Mirrors the SQL rule for menus: live from `start` (inclusive) until `end` (exclusive);
 * a missing bound is unbounded.
 */
export function isWithinPublishWindow(start: Instant, end: Instant, at: Date): boolean {
  const s = toTime(start);
  const e = toTime(end);
  const now = at.getTime();
  return (s === null || s <= now) && (e === null || e > now);
}

/** Mirrors the SQL rule for popups (SPEC §7: start_at <= now <= end_at, both inclusive). */
export function isWithinInclusiveWindow(start: Instant, end: Instant, at: Date): boolean {
  const s = toTime(start);
  const e = toTime(end);
  const now = at.getTime();
  return (s === null || s <= now) && (e === null || now <= e);
}
