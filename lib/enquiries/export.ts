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

export const EXPORT_COLUMNS = [
  "Received",
  "Type",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Preferred date",
  "Preferred time",
  "Guests",
  "Event type",
  "Service style",
  "Message",
  "Source page",
  "Internal note",
  "Handled by",
  "Handled at",
  "Reference",
] as const;

export function exportRow(e: Enquiry): CsvCell[] {
  return [
    formatLondonDateTime(e.createdAt),
    TYPE_LABELS[e.formType as EnquiryType] ?? e.formType,
    STATUS_LABELS[e.status as EnquiryStatus] ?? e.status,
    e.name,
    e.email,
    e.phone,
    e.preferredDate,
    e.preferredTime ? formatClockTime(e.preferredTime) : null,
    e.guests,
    eventTypeLabel(e.eventType),
    serviceStyleLabel(e.serviceStyle),
    e.message,
    e.sourcePage,
    e.internalNote,
    e.handledBy,
    e.handledAt ? formatLondonDateTime(e.handledAt) : null,
    e.id,
  ];
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
