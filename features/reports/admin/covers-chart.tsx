import { periodLabel, periodShortLabel } from "../figures";
import type { CoverBucket } from "../queries";
import type { ReportGrouping } from "../range";

const PLOT = 200;
const TOP = 8;
const BOTTOM = 24;
const HEIGHT = TOP + PLOT + BOTTOM;
/** Below this many pixels a period's bar stops being readable: the chart scrolls sideways instead. */
const MIN_SLOT = 26;

/** A round top for the scale: 1, 2 or 5 times a power of ten, over four gridlines. */
export function niceScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const whole = Math.max(1, Math.round(step));
  return { top: whole * Math.ceil(max / whole), step: whole };
}

export const CHART_SERIES = [
  { key: "seated", label: "Seated", className: "fill-emerald-light", swatch: "bg-emerald-light" },
  { key: "lost", label: "Lost (cancelled or no-show)", className: "fill-destructive", swatch: "bg-destructive" },
  { key: "other", label: "Booked, still to come or not marked", className: "fill-gold", swatch: "bg-gold" },
] as const;

/**
 * Covers per period as stacked bars, drawn on the server. The bars are placed in percentages of the
 * width and the text in pixels, so the chart fills a desk screen and stays legible on a phone; the
 * table beneath carries the same numbers in words.
 */
export function CoversChart({ buckets, by, titleId }: { buckets: CoverBucket[]; by: ReportGrouping; titleId: string }) {
  const { top, step } = niceScale(Math.max(0, ...buckets.map((b) => b.booked)));
  const y = (v: number) => TOP + PLOT - (v / top) * PLOT;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  const slot = 100 / Math.max(1, buckets.length);
  const bar = slot * 0.7;
  // A label needs about 44 px; on a phone the plot is some 300 px wide, or MIN_SLOT a period when it scrolls.
  const labelEvery = Math.ceil(44 / Math.max(MIN_SLOT, 300 / Math.max(1, buckets.length)));
  const scrolls = buckets.length * MIN_SLOT > 300;

  return (
    <div className="overflow-x-auto rounded-md border bg-card p-3" tabIndex={scrolls ? 0 : undefined}>
      <div
        role="img"
        aria-labelledby={titleId}
        className="flex"
        style={{ minWidth: `${buckets.length * MIN_SLOT + 40}px` }}
      >
        <svg width={40} height={HEIGHT} aria-hidden="true" className="shrink-0">
          {ticks.map((t) => (
            <text key={t} x={34} y={y(t) + 4} textAnchor="end" className="fill-muted-foreground" fontSize={11}>
              {t}
            </text>
          ))}
        </svg>
        <svg width="100%" height={HEIGHT} aria-hidden="true" className="min-w-0 flex-1">
          {ticks.map((t) => (
            <line key={t} x1="0" x2="100%" y1={y(t)} y2={y(t)} className="stroke-border" strokeWidth={1} />
          ))}
          {buckets.map((b, i) => {
            const x = i * slot + (slot - bar) / 2;
            const parts = [
              { key: "seated", value: b.seated },
              { key: "lost", value: b.lost },
              { key: "other", value: Math.max(0, b.booked - b.seated - b.lost) },
            ] as const;
            let base = 0;
            return (
              <g key={b.start}>
                <title>{`${periodLabel(b.start, by)}: ${b.booked} booked, ${b.seated} seated, ${b.lost} lost`}</title>
                {parts.map((p) => {
                  const from = base;
                  base += p.value;
                  if (p.value === 0) return null;
                  const series = CHART_SERIES.find((s) => s.key === p.key)!;
                  return (
                    <rect
                      key={p.key}
                      x={`${x}%`}
                      width={`${bar}%`}
                      y={y(from + p.value)}
                      height={y(from) - y(from + p.value)}
                      className={series.className}
                    />
                  );
                })}
                {i % labelEvery === 0 ? (
                  <text
                    x={`${i * slot + slot / 2}%`}
                    y={TOP + PLOT + 16}
                    textAnchor="middle"
                    className="fill-muted-foreground"
                    fontSize={10}
                  >
                    {periodShortLabel(b.start, by)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}

export function ChartLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Colours in the chart">
      {CHART_SERIES.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span className={`inline-block size-3 rounded-sm ${s.swatch}`} aria-hidden="true" />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
