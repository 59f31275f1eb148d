import Link from "next/link";
import { bookHref, type BookDay } from "@/lib/reservations/book";
import { formatCalendarDate, formatClockTime } from "@/lib/time/london";
import { cn } from "@/lib/utils";

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
              <th scope="col" className="sticky left-0 bg-card px-3 py-2 text-left font-medium text-muted-foreground">
                Time
              </th>
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
                <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium tabular-nums">
                  {time ? formatClockTime(time) : "No time"}
                </th>
                {days.map((d) => {
                  const slot = d.slots.find((s) => s.time === time);
                  const n = slot?.entries.length ?? 0;
                  return (
                    <td key={d.date} className={cn("px-3 py-2 tabular-nums", d.date === today && "bg-accent/30")}>
                      {n === 0 ? (
                        <span className="text-muted-foreground/60">–</span>
                      ) : (
                        <>
                          <span className="font-semibold">{slot!.covers.confirmed}</span>
                          <span className="text-muted-foreground"> · {slot!.covers.requested} req.</span>
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
              <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left">
                Day
              </th>
              {days.map((d) => (
                <td key={d.date} className="px-3 py-2 tabular-nums">
                  <span className="font-semibold">{d.covers.confirmed}</span>
                  <span className="text-muted-foreground"> · {d.covers.requested} req.</span>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
