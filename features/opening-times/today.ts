import { formatPeriods } from "./periods";
import type { SpecialHoursLike, WeeklyHours } from "./types";
import { londonNow } from "@/lib/time/london";

export interface TodayHours {
  text: string;
  closed: boolean;
  source: "special" | "weekly";
  note: string | null;
}

export function todayHours(
  weekly: readonly WeeklyHours[],
  special: SpecialHoursLike | null | undefined,
  now: Date,
): TodayHours {
  const today = londonNow(now);
  if (special && special.date === today.date) {
    const text = formatPeriods(special);
    return { text, closed: text === "Closed", source: "special", note: special.notes?.trim() || null };
  }
  const row = weekly.find((r) => r.day === today.weekday);
  const text = formatPeriods(row);
  return { text, closed: text === "Closed", source: "weekly", note: row?.notes?.trim() || null };
}
