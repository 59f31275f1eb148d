/**
 * Time-window helpers shared by the public reads: whether something is live at an instant, and
 * the next instant that changes (so a cached page lasts exactly until then).
 */

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

/**
 * The next instant after `at` when a publish window opens or closes (start inclusive, end
 * exclusive), or null when none of the windows changes again.
 */
export function nextPublishChange(windows: readonly { start: Instant; end: Instant }[], at: Date): Date | null {
  return nextChange(windows, at, 0);
}

/**
 * As nextPublishChange for inclusive windows (popups): an item is still shown at its end time
 * and disappears the millisecond after.
 */
export function nextInclusiveWindowChange(windows: readonly { start: Instant; end: Instant }[], at: Date): Date | null {
  return nextChange(windows, at, 1);
}

function nextChange(windows: readonly { start: Instant; end: Instant }[], at: Date, endShift: number): Date | null {
  const now = at.getTime();
  let next = Infinity;
  for (const w of windows) {
    const s = toTime(w.start);
    const e = toTime(w.end);
    if (s !== null && s > now) next = Math.min(next, s);
    if (e !== null && e + endShift > now) next = Math.min(next, e + endShift);
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
