import type { Enquiry } from "@/lib/db/schema";
import { toCsv, type CsvCell } from "@/lib/csv";
import { formatClockTime, formatLondonDateTime, londonDateOf } from "@/lib/time/london";
import type { InboxFilter } from "./inbox-params";
import {
  STATUS_LABELS,
  TYPE_LABELS,
  eventTypeLabel,
  serviceStyleLabel,
  type EnquiryStatus,
  type EnquiryType,
} from "./labels";

/** One row per CSV column: its heading and how an enquiry fills it. */
const COLUMNS: ReadonlyArray<readonly [heading: string, cell: (e: Enquiry) => CsvCell]> = [
  ["Received", (e) => formatLondonDateTime(e.createdAt)],
  ["Type", (e) => TYPE_LABELS[e.formType as EnquiryType] ?? e.formType],
  ["Status", (e) => STATUS_LABELS[e.status as EnquiryStatus] ?? e.status],
  ["Name", (e) => e.name],
  ["Email", (e) => e.email],
  ["Phone", (e) => e.phone],
  ["Preferred date", (e) => e.preferredDate],
  ["Preferred time", (e) => (e.preferredTime ? formatClockTime(e.preferredTime) : null)],
  ["Guests", (e) => e.guests],
  ["Event type", (e) => eventTypeLabel(e.eventType)],
  ["Service style", (e) => serviceStyleLabel(e.serviceStyle)],
  ["Message", (e) => e.message],
  ["Source page", (e) => e.sourcePage],
  ["Internal note", (e) => e.internalNote],
  ["Handled by", (e) => e.handledBy],
  ["Handled at", (e) => (e.handledAt ? formatLondonDateTime(e.handledAt) : null)],
  ["Reference", (e) => e.id],
];

export const EXPORT_COLUMNS = COLUMNS.map(([heading]) => heading);

export function exportRow(e: Enquiry): CsvCell[] {
  return COLUMNS.map(([, cell]) => cell(e));
}

export function enquiriesCsv(rows: readonly Enquiry[]): string {
  return toCsv(EXPORT_COLUMNS, rows.map(exportRow));
}

export function exportFileName(f: InboxFilter, now: Date = new Date()): string {
  const parts = ["enquiries", f.type === "all" ? null : f.type, f.status?.replace("_", "-"), londonDateOf(now)].filter(
    Boolean,
  );
  return `${parts.join("-")}.csv`;
}

export function describeExport(f: InboxFilter, count: number): string {
  const noun = count === 1 ? "enquiry" : "enquiries";
  const what = f.type === "all" ? noun : `${TYPE_LABELS[f.type].toLowerCase()} ${noun}`;
  const bits = [
    f.status ? `status ${STATUS_LABELS[f.status].toLowerCase()}` : null,
    f.from ? `from ${f.from}` : null,
    f.to ? `to ${f.to}` : null,
    f.q ? "with a search" : null,
  ].filter(Boolean);
  return `Exported ${count} ${what} to CSV${bits.length ? ` (${bits.join(", ")})` : ""}`;
}
