import { formatPeriods, hoursKey } from "./periods";
import { WEEKDAYS, type WeeklyHours } from "./types";

export interface HoursGroup {
  label: string;
  longLabel: string;
  hours: string;
  days: number[];
  closed: boolean;
}

export function groupOpeningHours(rows: readonly WeeklyHours[]): HoursGroup[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const groups: HoursGroup[] = [];
  let current: { days: number[]; key: string } | null = null;

  const flush = () => {
    if (!current) return;
    const first = WEEKDAYS[current.days[0]! - 1]!;
    const last = WEEKDAYS[current.days[current.days.length - 1]! - 1]!;
    const single = current.days.length === 1;
    const row = byDay.get(first.day);
    groups.push({
      label: single ? first.short : `${first.short} – ${last.short}`,
      longLabel: single ? first.name : `${first.name} to ${last.name}`,
      hours: formatPeriods(row),
      days: current.days,
      closed: current.key === "closed",
    });
  };

  for (const { day } of WEEKDAYS) {
    const key = hoursKey(byDay.get(day));
    if (current && current.key === key) {
      current.days.push(day);
    } else {
      flush();
      current = { days: [day], key };
    }
  }
  flush();
  return groups;
}
