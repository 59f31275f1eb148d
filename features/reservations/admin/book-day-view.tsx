import Link from "next/link";
import type { ComponentProps } from "react";
import { GuestMarkBadge, StatusBadge } from "@/features/enquiries";
import { formatClockTime, formatCalendarDate } from "@/lib/time/london";
import type { BookDay } from "@/features/reservations/book";
import { BookEntryItem, guestsText } from "./book-entry";
import { BookWaitlist, type WaitlistRow } from "./book-waitlist";

export interface DayWaitlists {
  bySlot: Record<string, { freed: string | null; rows: WaitlistRow[] }>;
  offer: ComponentProps<typeof BookWaitlist>["action"];
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-3xl leading-none font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The evening slot by slot: every bookable time (empty ones too) with its bookings and covers. */
export function BookDayView({
  day,
  coversLimit,
  closedNote,
  waitlists,
}: {
  day: BookDay;
  coversLimit: number | null;
  closedNote: string | null;
  waitlists?: DayWaitlists;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-display text-2xl font-semibold">{formatCalendarDate(day.date, { year: true })}</h2>
        <Link
          href={`/admin/tables/day?date=${day.date}`}
          className="text-sm font-medium underline underline-offset-4 hover:text-foreground"
        >
          Tables by time
        </Link>
      </div>
      {closedNote ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{closedNote}</p>
      ) : null}
      <dl aria-label="Covers for the day" className="grid grid-cols-3 gap-3">
        <Stat label="Bookings" value={day.bookings} />
        <Stat label="Confirmed covers" value={day.covers.confirmed} />
        <Stat label="Requested covers" value={day.covers.requested} />
      </dl>
      <ol className="divide-y rounded-lg border bg-card" aria-label="Time slots">
        {day.slots.map((slot) => {
          const id = `slot-${slot.time || "none"}`;
          const waiting = waitlists?.bySlot[slot.time];
          return (
            <li key={slot.time} aria-labelledby={id} className="px-4 py-3 sm:px-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={id} className="font-semibold tabular-nums">
                  {slot.time ? formatClockTime(slot.time) : "No time given"}
                </h3>
                <p className="text-sm text-muted-foreground tabular-nums">
                  {slot.entries.length === 0
                    ? "No bookings"
                    : `${slot.covers.confirmed} confirmed · ${slot.covers.requested} requested`}
                  {coversLimit !== null ? ` · limit ${coversLimit}` : ""}
                </p>
              </div>
              {slot.entries.length > 0 ? (
                <ul
                  className="divide-y"
                  aria-label={`Bookings at ${slot.time ? formatClockTime(slot.time) : "no given time"}`}
                >
                  {slot.entries.map((e) => (
                    <BookEntryItem key={e.id} entry={e} />
                  ))}
                </ul>
              ) : null}
              {waiting && waitlists && waiting.rows.length > 0 ? (
                <BookWaitlist
                  time={formatClockTime(slot.time)}
                  freed={waiting.freed}
                  rows={waiting.rows}
                  action={waitlists.offer}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {day.off.length > 0 ? (
        <details className="rounded-lg border bg-card px-4 py-3 sm:px-5">
          <summary className="cursor-pointer text-sm font-medium">Declined and cancelled ({day.off.length})</summary>
          <ul className="mt-2 divide-y">
            {day.off.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm text-muted-foreground"
              >
                <span>
                  {e.time ? formatClockTime(e.time) : "—"} · {e.name} · {guestsText(e)}
                </span>
                <span className="flex flex-wrap gap-2">
                  <StatusBadge status={e.status} />
                  <GuestMarkBadge facts={e.guest} />
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
