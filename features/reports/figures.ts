import { eventTypeLabel, STATUS_LABELS, type EnquiryStatus } from "@/features/enquiries";
import { formatCalendarDate } from "@/lib/time/london";
import { rate, type ReportData } from "./queries";
import { GROUPING_LABELS, type ReportGrouping } from "./range";

// The report's words and numbers, made once for both the page and its CSV so the two cannot differ.

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const SOURCE_LABELS: Record<string, string> = {
  reservations: "Booking form",
  phone: "Phone booking",
  waitlist: "Waitlist",
};

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

export interface Figure {
  label: string;
  value: number | null;
  /** How the value reads on the page: "42", "12.5 %", "3 days". */
  shown: string;
  hint: string;
  /** What the value counts, for the CSV. */
  unit: "Covers" | "Percent" | "Days";
}

const whole = (n: number) => n.toLocaleString("en-GB");
const percent = (n: number | null) =>
  n === null ? "–" : `${n.toLocaleString("en-GB", { maximumFractionDigits: 1 })} %`;
const days = (n: number | null) =>
  n === null ? "–" : `${n.toLocaleString("en-GB", { maximumFractionDigits: 1 })} ${n === 1 ? "day" : "days"}`;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export function summaryFigures(data: ReportData): Figure[] {
  const t = data.totals;
  const noShowRate = rate(t.noShows, t.settled);
  const cancelRate = rate(t.cancelled, t.bookings);
  const median = oneDecimal(data.leadTime.medianDays);
  return [
    {
      label: "Covers booked",
      value: t.booked,
      shown: whole(t.booked),
      hint: `${whole(t.bookings)} bookings, declined requests left out`,
      unit: "Covers",
    },
    {
      label: "Covers seated",
      value: t.seated,
      shown: whole(t.seated),
      hint: "Marked seated in the book",
      unit: "Covers",
    },
    { label: "Covers lost", value: t.lost, shown: whole(t.lost), hint: "Cancelled or did not come", unit: "Covers" },
    {
      label: "No-show rate",
      value: noShowRate,
      shown: percent(noShowRate),
      hint: `${whole(t.noShows)} of ${whole(t.settled)} bookings whose day came (seated or no-show)`,
      unit: "Percent",
    },
    {
      label: "Cancellation rate",
      value: cancelRate,
      shown: percent(cancelRate),
      hint: `${whole(t.cancelled)} of ${whole(t.bookings)} bookings`,
      unit: "Percent",
    },
    {
      label: "Median lead time",
      value: median,
      shown: days(median),
      hint: `How far ahead guests booked; average ${days(oneDecimal(data.leadTime.meanDays))}`,
      unit: "Days",
    },
  ];
}

export function periodLabel(start: string, by: ReportGrouping): string {
  if (by === "month") {
    return new Date(`${start}T12:00:00Z`).toLocaleDateString("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  }
  return by === "week"
    ? `Week of ${formatCalendarDate(start, { year: true })}`
    : formatCalendarDate(start, { year: true });
}

export function periodShortLabel(start: string, by: ReportGrouping): string {
  const d = new Date(`${start}T12:00:00Z`);
  return by === "month"
    ? d.toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" })
    : d.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}

export function eventRowLabel(row: { eventType: string | null; status: string }): { type: string; outcome: string } {
  return {
    type: eventTypeLabel(row.eventType) ?? "Not given",
    outcome: STATUS_LABELS[row.status as EnquiryStatus] ?? row.status,
  };
}

export function groupingLabel(by: ReportGrouping): string {
  return GROUPING_LABELS[by];
}
