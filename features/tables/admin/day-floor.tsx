import Link from "next/link";
import { cn } from "@/lib/utils";
import {
  clockOf,
  dayHref,
  floorAt,
  floorTimes,
  hhmmOf,
  type FloorTable,
  type TablesDayView,
} from "@/features/tables/day";
import { minutesOfDay } from "@/lib/time/clock";
import { FLOOR_COLUMNS, FLOOR_ROWS } from "@/features/tables/schema";
import { partyInWords } from "@/lib/forms/field-lists";

const stateInWords = ({ taken }: FloorTable) =>
  taken ? `taken, ${clockOf(taken.start)} to ${clockOf(taken.end)}, ${partyInWords(taken.guests)}` : "free";

/**
 * Who is where at one time of the evening, on the floor plan's grid (the list on a phone). Plain links
 * choose the time, so it works before any script has loaded.
 */
export function DayFloor({ view, at }: { view: TablesDayView; at: string | null }) {
  const times = floorTimes(view);
  const chosen = at ? minutesOfDay(at) : (times[0] ?? view.scale.start);
  const floor = floorAt(view, chosen);
  const byCell = new Map(floor.map((f) => [`${f.table.x},${f.table.y}`, f]));
  // Rows no table stands in, and columns beyond the outermost tables, are left out: the room is drawn as large as it can be.
  const rows = Array.from({ length: FLOOR_ROWS }, (_, y) => y).filter((y) => floor.some((f) => f.table.y === y));
  const minX = Math.min(...floor.map((f) => f.table.x), FLOOR_COLUMNS - 1);
  const maxX = Math.max(...floor.map((f) => f.table.x), 0);
  const columns = Math.max(1, maxX - minX + 1);

  return (
    <section aria-labelledby="floor-title" id="floor" className="space-y-4">
      <div>
        <h2 id="floor-title" className="text-lg font-semibold">
          Who is where at {clockOf(chosen)}
        </h2>
        <p className="text-sm text-muted-foreground">Choose a time to see which tables are free.</p>
      </div>
      <nav aria-label="Times of the evening">
        <ul className="flex flex-wrap gap-2">
          {times.map((m) => (
            <li key={m}>
              <Link
                href={`${dayHref(view.date, hhmmOf(m))}#floor`}
                aria-current={m === chosen ? "true" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-md border px-3 text-sm tabular-nums hover:bg-accent",
                  m === chosen && "border-primary bg-primary text-primary-foreground hover:bg-primary",
                )}
              >
                {clockOf(m)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div
        role="group"
        aria-label={`Floor at ${clockOf(chosen)}`}
        className="hidden gap-1 rounded-lg border bg-muted/40 p-2 md:grid"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {rows.flatMap((y) =>
          Array.from({ length: columns }, (_, i) => {
            const x = minX + i;
            const f = byCell.get(`${x},${y}`);
            if (!f) return <div key={`${x},${y}`} aria-hidden="true" className="h-16" />;
            return (
              <div
                key={`${x},${y}`}
                role="img"
                aria-label={`Table ${f.table.name}: ${stateInWords(f)}`}
                className={cn(
                  "flex h-16 min-w-0 flex-col items-center justify-center rounded-md border px-1 text-center",
                  f.taken ? "border-primary/60 bg-primary/10" : "border-emerald-700/50 bg-emerald-50",
                )}
              >
                <span className="truncate text-sm font-semibold">{f.table.name}</span>
                <span className="truncate text-xs">
                  {f.taken ? `${clockOf(f.taken.start)} · ${f.taken.guests}` : "Free"}
                </span>
              </div>
            );
          }),
        )}
      </div>
      <ul aria-label={`Tables at ${clockOf(chosen)}`} className="divide-y rounded-lg border bg-card md:hidden">
        {floor.map((f) => (
          <li key={f.table.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
            <span className="font-medium">{f.table.name}</span>
            <span className={f.taken ? "" : "text-emerald-800"}>
              {f.taken
                ? `Taken · ${clockOf(f.taken.start)}–${clockOf(f.taken.end)} · ${partyInWords(f.taken.guests)}`
                : "Free"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
