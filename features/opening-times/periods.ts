import { formatTime12, minutesOfDay, toHHMM } from "@/lib/time/clock";
import type { HoursLike, Period } from "./types";

export function periodsOf(hours: HoursLike | null | undefined): Period[] {
  if (!hours || hours.isClosed) return [];
  const periods: Period[] = [];
  if (hours.openTime1 && hours.closeTime1)
    periods.push({ open: toHHMM(hours.openTime1), close: toHHMM(hours.closeTime1) });
  if (hours.openTime2 && hours.closeTime2)
    periods.push({ open: toHHMM(hours.openTime2), close: toHHMM(hours.closeTime2) });
  return periods.sort((a, b) => minutesOfDay(a.open) - minutesOfDay(b.open));
}

export function formatPeriods(hours: HoursLike | null | undefined): string {
  const periods = periodsOf(hours);
  if (periods.length === 0) return "Closed";
  return periods.map((p) => `${formatTime12(p.open)} – ${formatTime12(p.close)}`).join(", ");
}

export function hoursKey(hours: HoursLike | null | undefined): string {
  const periods = periodsOf(hours);
  return periods.length === 0 ? "closed" : periods.map((p) => `${p.open}-${p.close}`).join(",");
}
