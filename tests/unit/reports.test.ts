import { describe, expect, it } from "vitest";
import { niceScale } from "@/features/reports/admin/covers-chart";
import { reportCsv } from "@/features/reports/csv";
import { summaryFigures } from "@/features/reports/figures";
import { leadTimeOf, rate, type ReportData } from "@/features/reports/queries";
import { bucketsOf, parseReportRange, rangePresets, weekStart } from "@/features/reports/range";

const NOW = new Date("2026-11-28T10:00:00Z");
const params = (query: string) => new URLSearchParams(query);

describe("the report's range", () => {
  it("is this month so far by default, by day", () => {
    expect(parseReportRange(params(""), NOW)).toEqual({
      from: "2026-11-01",
      to: "2026-11-28",
      by: "day",
      adjusted: null,
    });
  });

  it("fills a missing end: to today in this month, to the month's end before it", () => {
    expect(parseReportRange(params("from=2026-11-10"), NOW)).toMatchObject({ from: "2026-11-10", to: "2026-11-28" });
    expect(parseReportRange(params("from=2026-02-03"), NOW)).toMatchObject({ from: "2026-02-03", to: "2026-02-28" });
  });

  it("turns a reversed range round and says when a date could not be read", () => {
    expect(parseReportRange(params("from=2026-10-31&to=2026-10-01"), NOW)).toMatchObject({
      from: "2026-10-01",
      to: "2026-10-31",
      adjusted: null,
    });
    expect(parseReportRange(params("from=2026-02-30&to=2026-03-10"), NOW)).toMatchObject({
      from: "2026-03-01",
      to: "2026-03-10",
      adjusted: "A date could not be read, so its default is shown.",
    });
  });

  it("groups by what suits the length, and refuses day bars beyond three months", () => {
    expect(parseReportRange(params("from=2026-06-01&to=2026-08-31"), NOW).by).toBe("week");
    expect(parseReportRange(params("from=2025-12-01&to=2026-11-30"), NOW).by).toBe("month");
    expect(parseReportRange(params("from=2026-01-01&to=2026-06-30&by=day"), NOW)).toMatchObject({
      by: "week",
      adjusted: "Day by day fits up to three months, so this range is shown by week.",
    });
    expect(parseReportRange(params("from=2026-01-01&to=2026-01-31&by=month"), NOW).by).toBe("month");
  });

  it("covers two years at most", () => {
    const range = parseReportRange(params("from=2015-01-01&to=2026-11-28"), NOW);
    expect(range.from).toBe("2024-11-27");
    expect(range.adjusted).toContain("at most two years");
  });

  it("lists every period, empty ones too, weeks from Monday", () => {
    expect(weekStart("2026-11-28")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(bucketsOf({ from: "2026-11-01", to: "2026-11-15", by: "week" })).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
    ]);
    expect(bucketsOf({ from: "2026-01-31", to: "2026-04-01", by: "month" })).toEqual([
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
    ]);
    expect(bucketsOf({ from: "2026-03-28", to: "2026-03-30", by: "day" })).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
    ]);
  });

  it("offers whole months as quick ranges", () => {
    expect(rangePresets(NOW)).toEqual([
      { label: "This month", from: "2026-11-01", to: "2026-11-28" },
      { label: "Last month", from: "2026-10-01", to: "2026-10-31" },
      { label: "Last 3 months", from: "2026-08-01", to: "2026-10-31" },
      { label: "Last 12 months", from: "2025-11-01", to: "2026-10-31" },
    ]);
  });
});

describe("lead time", () => {
  it("takes the weighted median, the mean and bands, counting a late entry as the same day", () => {
    const lead = leadTimeOf([
      { days: 0, bookings: 2 },
      { days: -1, bookings: 1 },
      { days: 3, bookings: 2 },
      { days: 40, bookings: 1 },
    ]);
    expect(lead.bookings).toBe(6);
    expect(lead.medianDays).toBe(1.5);
    expect(lead.meanDays).toBeCloseTo(46 / 6);
    expect(lead.bands.map((b) => b.bookings)).toEqual([3, 0, 2, 0, 0, 1]);
    expect(leadTimeOf([{ days: 5, bookings: 3 }]).medianDays).toBe(5);
    expect(leadTimeOf([])).toMatchObject({ bookings: 0, medianDays: null, meanDays: null });
  });

  it("shares out to one decimal and leaves an empty share empty", () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(0, 0)).toBeNull();
  });

  it("scales the chart to a round top", () => {
    expect(niceScale(0)).toEqual({ top: 4, step: 1 });
    expect(niceScale(37)).toEqual({ top: 40, step: 10 });
    expect(niceScale(3)).toEqual({ top: 3, step: 1 });
    expect(niceScale(412)).toEqual({ top: 600, step: 200 });
  });
});

const DATA: ReportData = {
  range: { from: "2026-10-01", to: "2026-10-31", by: "week" },
  covers: [
    { start: "2026-09-28", booked: 10, seated: 6, lost: 2 },
    { start: "2026-10-05", booked: 4, seated: 4, lost: 0 },
  ],
  totals: { bookings: 5, booked: 14, seated: 10, lost: 2, noShows: 1, cancelled: 1, settled: 4 },
  leadTime: leadTimeOf([
    { days: 2, bookings: 3 },
    { days: 10, bookings: 2 },
  ]),
  slots: [{ key: "19:00", bookings: 4, covers: 12 }],
  weekdays: ["1", "2", "3", "4", "5", "6", "7"].map((key) => ({
    key,
    bookings: key === "5" ? 4 : 0,
    covers: key === "5" ? 12 : 0,
  })),
  sources: [
    { key: "reservations", bookings: 4, covers: 12 },
    { key: "phone", bookings: 1, covers: 2 },
  ],
  changedByGuest: 1,
  cancelledByGuest: 1,
  events: [{ eventType: "celebration", status: "confirmed", enquiries: 2 }],
  newsletter: { signUps: 3, unsubscribes: 1 },
};

describe("the report's figures and CSV", () => {
  it("says each figure with what it is made of", () => {
    const figures = Object.fromEntries(summaryFigures(DATA).map((f) => [f.label, f]));
    expect(figures["Covers booked"]).toMatchObject({
      value: 14,
      shown: "14",
      hint: "5 bookings, declined requests left out",
    });
    expect(figures["No-show rate"]).toMatchObject({ value: 25, shown: "25 %" });
    expect(figures["Cancellation rate"]).toMatchObject({ value: 20, shown: "20 %" });
    expect(figures["Median lead time"]).toMatchObject({ value: 2, shown: "2 days" });
  });

  it("holds the same numbers as the page, one per line, and never a guest", () => {
    const csv = reportCsv(DATA);
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Part,Row,Measure,Value");
    expect(lines).toContain("Summary,Covers booked,Covers,14");
    expect(lines).toContain("Summary,No-show rate,Percent,25");
    expect(lines).toContain("Summary,Median lead time,Days,2");
    expect(lines).toContain("Covers by period,2026-09-28,Seated,6");
    expect(lines).toContain("Weekdays,Friday,Covers,12");
    expect(lines).toContain("Where requests came from,Phone booking,Bookings,1");
    expect(lines).toContain("Event enquiries,Celebration: Confirmed,Enquiries,2");
    expect(lines).toContain("Newsletter,Unsubscribes,Guests,1");
  });
});
