import { lazy } from "@/lib/cache/lazy";
import { addDays } from "@/lib/time/london";
import { formatPeriods, periodsOf } from "./periods";
import type { SpecialHoursLike } from "./types";

export const UPCOMING_SPECIAL_DAYS = 60;

export interface UpcomingSpecialDay {
  date: string;
  dayLabel: string;
  name: string | null;
  hours: string;
  closed: boolean;
}

const dayFormat = lazy(
  () => new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
);

export function upcomingWindow(today: string, days = UPCOMING_SPECIAL_DAYS): { from: string; to: string } {
  return { from: today, to: addDays(today, days) };
}

export function upcomingSpecialDays(
  rows: readonly SpecialHoursLike[],
  today: string,
  days = UPCOMING_SPECIAL_DAYS,
): UpcomingSpecialDay[] {
  const { from, to } = upcomingWindow(today, days);
  return rows
    .filter((r) => r.date >= from && r.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((r) => {
      const hours = formatPeriods(r);
      return {
        date: r.date,
        dayLabel: dayFormat().format(new Date(`${r.date}T12:00:00Z`)),
        name: r.notes?.trim() || null,
        hours,
        closed: hours === "Closed",
      };
    });
}

export function specialOpeningHoursSpecification(rows: readonly SpecialHoursLike[]) {
  return rows.flatMap((r) => {
    const periods = periodsOf(r);
    const on = { "@type": "OpeningHoursSpecification", validFrom: r.date, validThrough: r.date };
    return periods.length === 0
      ? [{ ...on, opens: "00:00", closes: "00:00" }]
      : periods.map((p) => ({ ...on, opens: p.open, closes: p.close }));
  });
}
