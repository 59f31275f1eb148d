/** Staff read every time in the restaurant's own zone, whatever the server's clock says. */
const LONDON = "Europe/London";

const dateTime = new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });
const dateOnly = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: LONDON, year: "numeric", month: "2-digit", day: "2-digit" });

/** "21 Nov 2026, 14:03" in London time. */
export function formatLondonDateTime(at: Date | string): string {
  return dateTime.format(typeof at === "string" ? new Date(at) : at);
}

/** A calendar date as stored ("2026-11-28") → "Sat, 28 Nov 2026" (no zone shift: it is a day, not an instant). */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return dateOnly.format(new Date(Date.UTC(y, m - 1, d)));
}

/** "19:30:00" → "19:30". */
export function formatClockTime(time: string): string {
  return time.slice(0, 5);
}

/** Today's London date as YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return isoDay.format(now);
}
