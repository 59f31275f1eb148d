import { Download } from "lucide-react";
import Link from "next/link";
import { DateRangeFilter, FilterField, FilterForm } from "@/components/admin/filter-form";
import { Button } from "@/components/ui/button";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { GROUPING_LABELS, REPORT_GROUPINGS, reportQueryString, type RangePreset, type ReportRange } from "../range";

const GROUPING_OPTIONS = REPORT_GROUPINGS.map((g) => ({ value: g, label: GROUPING_LABELS[g] }));

export function ReportRangeForm({ range, presets }: { range: ReportRange; presets: RangePreset[] }) {
  return (
    <div className="space-y-3">
      <FilterForm
        action="/admin/reports"
        label="Dates of the report"
        className="lg:grid-cols-[repeat(3,minmax(9rem,12rem))_auto]"
      >
        <DateRangeFilter idPrefix="report" from={range.from} to={range.to} labels={["From", "To"]} />
        <FilterField id="report-by" label="Group by" className="col-span-2 sm:col-span-1">
          <NativeSelect id="report-by" name="by" defaultValue={range.by}>
            <SelectOptions options={GROUPING_OPTIONS} />
          </NativeSelect>
        </FilterField>
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            Show report
          </Button>
        </div>
      </FilterForm>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Quick ranges" className="flex flex-wrap gap-2">
          {presets.map((p) => {
            const current = p.from === range.from && p.to === range.to;
            return (
              <Button key={p.label} asChild variant={current ? "secondary" : "outline"} size="sm">
                <Link
                  href={`/admin/reports${reportQueryString({ from: p.from, to: p.to })}`}
                  aria-current={current ? "true" : undefined}
                >
                  {p.label}
                </Link>
              </Button>
            );
          })}
        </nav>
        <Button asChild variant="outline" size="sm">
          <a href={`/admin/reports/export${reportQueryString(range)}`} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
      {range.adjusted ? (
        <p role="status" className="text-sm text-muted-foreground">
          {range.adjusted}
        </p>
      ) : null}
    </div>
  );
}
