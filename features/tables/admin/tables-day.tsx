import { Armchair, CalendarDays, ChevronLeft, ChevronRight, Clock } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addDays, formatCalendarDate } from "@/lib/time/london";
import { dayHref, type DayParams, type TablesDayView } from "@/features/tables/day";
import { DayBoard, NotPlaced, type MoveBooking } from "./day-board";
import { DayFloor } from "./day-floor";

/** Previous and next day, today, and a date picker: a GET form, so it works before any script loads. */
function DayToolbar({ date, today }: { date: string; today: string }) {
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-lg border bg-card p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <nav aria-label="Change day" className="flex flex-wrap items-center gap-1">
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(addDays(date, -1))}>
            <ChevronLeft aria-hidden="true" />
            Previous day
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(today)} aria-current={date === today ? "page" : undefined}>
            Today
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(addDays(date, 1))}>
            Next day
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      <form action="/admin/tables/day" className="flex items-center gap-2 sm:ml-auto">
        <label htmlFor="tables-date" className="sr-only">
          Go to date
        </label>
        <Input id="tables-date" type="date" name="date" defaultValue={date} className="w-auto" required />
        <Button type="submit" variant="outline" size="sm">
          <CalendarDays aria-hidden="true" />
          Go
        </Button>
      </form>
      <Button asChild variant="outline" size="sm">
        <Link href={`/admin/reservations?date=${date}`}>Reservation book</Link>
      </Button>
    </div>
  );
}

/** The evening's tables by time: who sits where, moving a booking, and the floor at a chosen time. */
export function TablesDay({
  view,
  params,
  today,
  move,
}: {
  /** Null when no tables are set up. */
  view: TablesDayView | null;
  params: DayParams;
  today: string;
  move: MoveBooking;
}) {
  return (
    <div className="space-y-8">
      <div>
        <DayToolbar date={params.date} today={today} />
        <h2 className="font-display text-2xl font-semibold">{formatCalendarDate(params.date, { year: true })}</h2>
      </div>
      {view === null ? (
        <EmptyState
          icon={Armchair}
          title="No tables set up yet"
          hint={
            <>
              Add the restaurant&apos;s tables in{" "}
              <Link href="/admin/tables" className="font-medium underline underline-offset-4">
                Tables
              </Link>{" "}
              to see who sits where.
            </>
          }
        />
      ) : view.bars.length + view.unseated.length === 0 ? (
        <EmptyState
          icon={Clock}
          title="No bookings hold a table this day"
          hint="Confirmed and seated bookings appear here at their tables, from their time for as long as they keep the table."
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {view.bars.length} {view.bars.length === 1 ? "booking" : "bookings"} at tables.{" "}
            <span className="hidden md:inline">Drag a booking to another table, or use its Move to choice below.</span>
            <span className="md:hidden">Move a booking with its Move to choice.</span>
            {view.bars.some((b) => !b.placed) ? (
              <>
                {" "}
                A booking marked <NotPlaced /> has no table recorded yet: it is shown where it would sit.
              </>
            ) : null}
          </p>
          <DayBoard view={view} move={move} />
          <DayFloor view={view} at={params.at} />
        </>
      )}
    </div>
  );
}
