import Link from "next/link";
import { bookHref, type BookDay } from "@/features/reservations/book";
import { formatCalendarDate, formatClockTime } from "@/lib/time/london";
import { cn } from "@/lib/utils";

/** Confirmed covers, bold, then the requested covers still to answer. */
const Covers = ({ covers }: { covers: BookDay["covers"] }) => (
  <>
    <span className="font-semibold">{covers.confirmed}</span>
    <span className="text-muted-foreground"> · {covers.requested} req.</span>
  </>
);

/** A row's or column's heading cell, kept in view while the week scrolls sideways. */
const StickyHeading = ({
  scope,
  className,
  children,
}: {
  scope: "col" | "row";
  className?: string;
  children: React.ReactNode;
}) => (
  <th scope={scope} className={cn("sticky left-0 bg-card px-3 py-2 text-left", className)}>
    {children}
  </th>
);

export function BookWeekView({ days, today }: { days: BookDay[]; today: string }) {
  const times = [...new Set(days.flatMap((d) => d.slots.map((s) => s.time)))].sort();
  return (
    <>
      <p className="mb-2 text-sm text-muted-foreground">
        Each cell: <span className="font-semibold text-foreground">confirmed covers</span> · requested covers still to
        answer. Open a day for names and notes.
      </p>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">Covers per time slot for the week, confirmed and requested</caption>
          <thead>
            <tr className="border-b">
              <StickyHeading scope="col" className="font-medium text-muted-foreground">
                Time
              </StickyHeading>
              {days.map((d) => (
                <th
                  key={d.date}
                  scope="col"
                  className={cn("px-3 py-2 text-left font-medium", d.date === today && "bg-accent/50")}
                >
                  <Link
                    href={bookHref({ view: "day", date: d.date }, today)}
                    className="underline-offset-4 hover:underline"
                  >
                    {formatCalendarDate(d.date)}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time} className="border-b last:border-0">
                <StickyHeading scope="row" className="font-medium tabular-nums">
                  {time ? formatClockTime(time) : "No time"}
                </StickyHeading>
                {days.map((d) => {
                  const slot = d.slots.find((s) => s.time === time);
                  const n = slot?.entries.length ?? 0;
                  return (
                    <td key={d.date} className={cn("px-3 py-2 tabular-nums", d.date === today && "bg-accent/30")}>
                      {n === 0 ? (
                        <span className="text-muted-foreground/60">–</span>
                      ) : (
                        <>
                          <Covers covers={slot!.covers} />
                          <span className="block text-xs text-muted-foreground">
                            {n === 1 ? "1 booking" : `${n} bookings`}
                          </span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2">
              <StickyHeading scope="row">Day</StickyHeading>
              {days.map((d) => (
                <td key={d.date} className="px-3 py-2 tabular-nums">
                  <Covers covers={d.covers} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
