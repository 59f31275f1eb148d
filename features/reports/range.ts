import { orderedRange, parseIsoDate, readParam, oneOf, type RawParams } from "@/lib/admin/params";
import { addDays, londonDateOf } from "@/lib/time/london";

export const REPORT_GROUPINGS = ["day", "week", "month"] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export const GROUPING_LABELS: Record<ReportGrouping, string> = { day: "Day", week: "Week", month: "Month" };

/** Day bars stop being readable past about three months, and the table past a screen or two. */
export const MAX_DAY_BUCKETS = 92;
/** Two years and a day: a year on year comparison fits, a decade of rows does not. */
export const MAX_RANGE_DAYS = 732;

export interface ReportRange {
  from: string;
  to: string;
  by: ReportGrouping;
  /** Why the range or grouping asked for was changed, in words for the page. */
  adjusted: string | null;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function monthEnd(date: string): string {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export function addMonths(firstOfMonth: string, months: number): string {
  const [y, m] = firstOfMonth.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** Monday of the ISO week a date is in: the UK's week, and Postgres's `date_trunc('week', …)`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function bucketOf(date: string, by: ReportGrouping): string {
  return by === "day" ? date : by === "week" ? weekStart(date) : monthStart(date);
}

/** Every bucket's first day from the one holding `from` to the one holding `to`, so empty periods show as nothing rather than vanish. */
export function bucketsOf(range: Pick<ReportRange, "from" | "to" | "by">): string[] {
  const out: string[] = [];
  let at = bucketOf(range.from, range.by);
  while (at <= range.to) {
    out.push(at);
    at = range.by === "day" ? addDays(at, 1) : range.by === "week" ? addDays(at, 7) : addMonths(at, 1);
  }
  return out;
}

function naturalGrouping(days: number): ReportGrouping {
  return days <= 31 ? "day" : days <= 183 ? "week" : "month";
}

/** The page's range from its URL: this month so far by default; a reversed range is turned round; bad dates fall back. */
export function parseReportRange(params: RawParams, now: Date): ReportRange {
  const today = londonDateOf(now);
  const rawFrom = readParam(params, "from");
  const rawTo = readParam(params, "to");
  let [from, to] = orderedRange(parseIsoDate(rawFrom), parseIsoDate(rawTo));
  const notes: string[] = [];
  if ((rawFrom && !from) || (rawTo && !to)) notes.push("A date could not be read, so its default is shown.");
  from ??= to ? monthStart(to) : monthStart(today);
  to ??= from >= monthStart(today) ? today : monthEnd(from);
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) {
    from = addDays(to, -(MAX_RANGE_DAYS - 1));
    notes.push("Reports cover at most two years, so the range starts later.");
  }
  const days = daysBetween(from, to) + 1;
  let by = oneOf(REPORT_GROUPINGS, readParam(params, "by")) ?? naturalGrouping(days);
  if (by === "day" && days > MAX_DAY_BUCKETS) {
    by = "week";
    notes.push("Day by day fits up to three months, so this range is shown by week.");
  }
  return { from, to, by, adjusted: notes.length ? notes.join(" ") : null };
}

/** The report's URL query; without `by`, the page picks the grouping that suits the range. */
export function reportQueryString(range: { from: string; to: string; by?: ReportGrouping }): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (range.by) query.set("by", range.by);
  return `?${query.toString()}`;
}

export interface RangePreset {
  label: string;
  from: string;
  to: string;
}

export function rangePresets(now: Date): RangePreset[] {
  const today = londonDateOf(now);
  const thisMonth = monthStart(today);
  const lastMonth = addMonths(thisMonth, -1);
  return [
    { label: "This month", from: thisMonth, to: today },
    { label: "Last month", from: lastMonth, to: monthEnd(lastMonth) },
    { label: "Last 3 months", from: addMonths(thisMonth, -3), to: monthEnd(lastMonth) },
    { label: "Last 12 months", from: addMonths(thisMonth, -12), to: monthEnd(lastMonth) },
  ];
}
