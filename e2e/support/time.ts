export { scaled, timeScale } from "../../scripts/lib/time-scale.mjs";

/** A date the way the site writes it: "Sat 20 Jun 2026" (short) or "Saturday 20 June 2026" (long). */
export function writtenDate(at: Date, style: "short" | "long", timeZone = "UTC"): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, weekday: style, day: "numeric", month: style, year: "numeric" })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}
