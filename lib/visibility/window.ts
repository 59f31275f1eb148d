export type Instant = Date | string | null | undefined;

function toTime(value: Instant): number | null {
  if (value === null || value === undefined || value === "") return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

export function isWithinPublishWindow(start: Instant, end: Instant, at: Date): boolean {
  const s = toTime(start);
  const e = toTime(end);
  const now = at.getTime();
  return (s === null || s <= now) && (e === null || e > now);
}

export function isWithinInclusiveWindow(start: Instant, end: Instant, at: Date): boolean {
  const s = toTime(start);
  const e = toTime(end);
  const now = at.getTime();
  return (s === null || s <= now) && (e === null || now <= e);
}

export function nextPublishChange(windows: readonly { start: Instant; end: Instant }[], at: Date): Date | null {
  return nextChange(windows, at, 0);
}

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
