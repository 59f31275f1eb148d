import { BarChart3 } from "lucide-react";
import { EmptyState } from "@/components/admin/empty-state";
import { TitledSection } from "@/components/admin/titled-section";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatLongCalendarDate } from "@/lib/time/london";
import { eventRowLabel, periodLabel, sourceLabel, summaryFigures, WEEKDAY_NAMES } from "../figures";
import type { CountedRow, ReportData } from "../queries";
import { ChartLegend, CoversChart } from "./covers-chart";

const n = (v: number) => v.toLocaleString("en-GB");

function SummaryCards({ data }: { data: ReportData }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      {summaryFigures(data).map((f) => (
        <div key={f.label} className="rounded-lg border bg-card p-4">
          <dt className="text-xs font-medium text-muted-foreground">{f.label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{f.shown}</dd>
          <dd className="mt-1 text-xs text-muted-foreground">{f.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table whose last column draws its number as a bar too: read by a screen reader, glanced at by a person. */
function BarTable({
  caption,
  rowHeader,
  rows,
  measure,
}: {
  caption: string;
  rowHeader: string;
  rows: { label: string; bookings: number; covers?: number }[];
  measure: "covers" | "bookings";
}) {
  const max = Math.max(1, ...rows.map((r) => (measure === "covers" ? (r.covers ?? 0) : r.bookings)));
  const hasCovers = rows.some((r) => r.covers !== undefined);
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{rowHeader}</TableHead>
          <TableHead scope="col" className="text-right">
            Bookings
          </TableHead>
          {hasCovers ? (
            <TableHead scope="col" className="text-right">
              Covers
            </TableHead>
          ) : null}
          <TableHead scope="col" className="w-1/4 min-w-16">
            <span className="sr-only">Share</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const value = measure === "covers" ? (r.covers ?? 0) : r.bookings;
          return (
            <TableRow key={r.label}>
              <TableHead scope="row" className="font-normal whitespace-normal">
                {r.label}
              </TableHead>
              <TableCell className="text-right tabular-nums">{n(r.bookings)}</TableCell>
              {hasCovers ? <TableCell className="text-right tabular-nums">{n(r.covers ?? 0)}</TableCell> : null}
              <TableCell>
                <span className="block h-2.5 rounded-sm bg-muted" aria-hidden="true">
                  <span
                    className="block h-2.5 rounded-sm bg-gold-deep"
                    style={{ width: `${Math.round((value / max) * 100)}%` }}
                  />
                </span>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

const counted = (rows: CountedRow[], label: (key: string) => string) =>
  rows.map((r) => ({ label: label(r.key), bookings: r.bookings, covers: r.covers }));

function CoversTable({ data }: { data: ReportData }) {
  return (
    <Table>
      <caption className="sr-only">Covers by {data.range.by}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">
            {data.range.by === "day" ? "Day" : data.range.by === "week" ? "Week" : "Month"}
          </TableHead>
          <TableHead scope="col" className="text-right">
            Booked
          </TableHead>
          <TableHead scope="col" className="text-right">
            Seated
          </TableHead>
          <TableHead scope="col" className="text-right">
            Lost
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.covers.map((b) => (
          <TableRow key={b.start}>
            <TableHead scope="row" className="font-normal whitespace-normal">
              {periodLabel(b.start, data.range.by)}
            </TableHead>
            <TableCell className="text-right tabular-nums">{n(b.booked)}</TableCell>
            <TableCell className="text-right tabular-nums">{n(b.seated)}</TableCell>
            <TableCell className="text-right tabular-nums">{n(b.lost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EventsTable({ data }: { data: ReportData }) {
  const rows = data.events.map((e) => ({ ...eventRowLabel(e), enquiries: e.enquiries }));
  return (
    <Table>
      <caption className="sr-only">Event enquiries by type and outcome</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Type of event</TableHead>
          <TableHead scope="col">Outcome</TableHead>
          <TableHead scope="col" className="text-right">
            Enquiries
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.type}-${r.outcome}`}>
            <TableHead scope="row" className="font-normal whitespace-normal">
              {r.type}
            </TableHead>
            <TableCell>{r.outcome}</TableCell>
            <TableCell className="text-right tabular-nums">{n(r.enquiries)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ReportView({ data }: { data: ReportData }) {
  const nothing =
    data.totals.bookings === 0 &&
    data.sources.length === 0 &&
    data.events.length === 0 &&
    data.newsletter.signUps === 0 &&
    data.newsletter.unsubscribes === 0;
  if (nothing) {
    return (
      <EmptyState
        icon={BarChart3}
        title="Nothing to count between these dates"
        hint="No bookings, event enquiries or newsletter sign-ups fall in this range. Try a longer range."
      />
    );
  }
  const sources = [
    ...counted(data.sources, sourceLabel),
    { label: "Changed by the guest with their link", bookings: data.changedByGuest },
    { label: "Cancelled by the guest with their link", bookings: data.cancelledByGuest },
  ];
  return (
    <div className="space-y-8">
      <SummaryCards data={data} />

      <TitledSection
        id="report-covers"
        title="Covers"
        description={`Bookings for visits from ${formatLongCalendarDate(data.range.from)} to ${formatLongCalendarDate(data.range.to)}, by the day of the visit.`}
      >
        <div className="mt-3 space-y-3">
          <ChartLegend />
          <CoversChart buckets={data.covers} by={data.range.by} titleId="report-covers" />
          <CoversTable data={data} />
        </div>
      </TitledSection>

      <div className="grid gap-8 lg:grid-cols-2">
        <TitledSection
          id="report-lead-time"
          title="How far ahead guests book"
          description="Days between the request and the visit, for the bookings above."
        >
          <div className="mt-3">
            <BarTable caption="Lead time" rowHeader="Booked" rows={data.leadTime.bands} measure="bookings" />
          </div>
        </TitledSection>

        <TitledSection
          id="report-sources"
          title="Where requests come from"
          description="Every booking request for these dates, declined ones too, and what guests did with their own link."
        >
          <div className="mt-3">
            <BarTable caption="Where requests come from" rowHeader="Source" rows={sources} measure="bookings" />
          </div>
        </TitledSection>

        <TitledSection
          id="report-weekdays"
          title="Busiest weekdays"
          description="Covers expected: cancelled and declined bookings left out."
        >
          <div className="mt-3">
            <BarTable
              caption="Busiest weekdays"
              rowHeader="Weekday"
              rows={counted(data.weekdays, (k) => WEEKDAY_NAMES[Number(k) - 1] ?? k)}
              measure="covers"
            />
          </div>
        </TitledSection>

        <TitledSection id="report-slots" title="Busiest times" description="Covers expected at each booking time.">
          <div className="mt-3">
            {data.slots.length ? (
              <BarTable
                caption="Busiest times"
                rowHeader="Time"
                rows={counted(data.slots, (k) => k)}
                measure="covers"
              />
            ) : (
              <p className="text-sm text-muted-foreground">No bookings with a time in this range.</p>
            )}
          </div>
        </TitledSection>

        <TitledSection
          id="report-events"
          title="Event enquiries"
          description="Enquiries received in these dates, by type and where they stand now."
        >
          <div className="mt-3">
            {data.events.length ? (
              <EventsTable data={data} />
            ) : (
              <p className="text-sm text-muted-foreground">No event enquiries arrived in this range.</p>
            )}
          </div>
        </TitledSection>

        <TitledSection
          id="report-newsletter"
          title="Newsletter"
          description="Sign-ups and unsubscribes in these dates."
        >
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div className="rounded-lg border bg-card p-4">
              <dt className="text-xs font-medium text-muted-foreground">Sign-ups</dt>
              <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{n(data.newsletter.signUps)}</dd>
            </div>
            <div className="rounded-lg border bg-card p-4">
              <dt className="text-xs font-medium text-muted-foreground">Unsubscribes</dt>
              <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">
                {n(data.newsletter.unsubscribes)}
              </dd>
            </div>
          </dl>
        </TitledSection>
      </div>
    </div>
  );
}
