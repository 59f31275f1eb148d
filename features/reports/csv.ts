import { toCsv, type CsvCell } from "@/lib/csv";
import { eventRowLabel, groupingLabel, sourceLabel, summaryFigures, WEEKDAY_NAMES } from "./figures";
import type { ReportData } from "./queries";

export const REPORT_CSV_HEADER = ["Part", "Row", "Measure", "Value"] as const;

/** The whole report as one long table: a spreadsheet can pivot it, and a person can read it top to bottom. */
export function reportCsv(data: ReportData): string {
  const rows: CsvCell[][] = [
    ["Range", "From", "Date", data.range.from],
    ["Range", "To", "Date", data.range.to],
    ["Range", "Grouped by", "Period", groupingLabel(data.range.by)],
  ];
  for (const f of summaryFigures(data)) rows.push(["Summary", f.label, f.unit, f.value]);
  rows.push(["Summary", "Bookings", "Bookings", data.totals.bookings]);
  rows.push(["Summary", "No-shows", "Bookings", data.totals.noShows]);
  rows.push(["Summary", "Cancellations", "Bookings", data.totals.cancelled]);
  for (const b of data.covers) {
    rows.push(["Covers by period", b.start, "Booked", b.booked]);
    rows.push(["Covers by period", b.start, "Seated", b.seated]);
    rows.push(["Covers by period", b.start, "Lost", b.lost]);
  }
  for (const band of data.leadTime.bands) rows.push(["Lead time", band.label, "Bookings", band.bookings]);
  for (const s of data.slots) {
    rows.push(["Slots", s.key, "Bookings", s.bookings]);
    rows.push(["Slots", s.key, "Covers", s.covers]);
  }
  for (const w of data.weekdays) {
    const day = WEEKDAY_NAMES[Number(w.key) - 1] ?? w.key;
    rows.push(["Weekdays", day, "Bookings", w.bookings]);
    rows.push(["Weekdays", day, "Covers", w.covers]);
  }
  for (const s of data.sources) rows.push(["Where requests came from", sourceLabel(s.key), "Bookings", s.bookings]);
  rows.push(["Where requests came from", "Changed by the guest with their link", "Bookings", data.changedByGuest]);
  rows.push(["Where requests came from", "Cancelled by the guest with their link", "Bookings", data.cancelledByGuest]);
  for (const e of data.events) {
    const { type, outcome } = eventRowLabel(e);
    rows.push(["Event enquiries", `${type}: ${outcome}`, "Enquiries", e.enquiries]);
  }
  rows.push(["Newsletter", "Sign-ups", "Guests", data.newsletter.signUps]);
  rows.push(["Newsletter", "Unsubscribes", "Guests", data.newsletter.unsubscribes]);
  return toCsv(REPORT_CSV_HEADER, rows);
}
