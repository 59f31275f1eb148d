import type { Metadata } from "next";
import { BackLink } from "@/components/admin/back-link";
import { PrintButton } from "@/features/reservations/admin/print-button";
import { guestsText } from "@/features/reservations/admin/book-entry";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { STATUS_LABELS } from "@/lib/db/schema/enquiry-statuses";
import { bookDay, bookHref, parseBookParams, tablesText } from "@/features/reservations/book";
import { readBook } from "@/features/reservations/book-queries";
import { guestGlanceInWords } from "@/features/guests";
import { PrintedAt } from "@/components/print/printed-at";
import { site } from "@/lib/site";
import { formatCalendarDate, formatClockTime, formatLongCalendarDate, londonDateOf } from "@/lib/time/london";
import type { SearchParams } from "@/lib/routes/search-params";

export const metadata: Metadata = { title: "Printable list" };

const COLUMNS = ["Time", "Table", "Guest", "Party", "Phone", "Notes", "Status", "Arrived"] as const;

/** The list the front of house keeps by the door: one line per table, a box to tick on arrival. */
export default async function PrintableBookPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin("guests.read");
  const now = new Date();
  const today = londonDateOf(now);
  const { date } = parseBookParams(await searchParams, today);
  const day = bookDay(date, await readBook(await getDb(), date, date), []);
  const rows = day.slots.flatMap((s) => s.entries);
  const title = date === today ? "Tonight’s list" : "Bookings list";

  return (
    <div className="mx-auto max-w-4xl print:max-w-none">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink href={bookHref({ view: "day", date }, today)} className="mb-0">
          Back to the book
        </BackLink>
        <PrintButton />
      </div>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-b pb-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-gold-deep uppercase print:text-foreground">
            {site.name}
          </p>
          <h1 className="font-display text-3xl font-semibold">
            {title}: {formatLongCalendarDate(date)}
          </h1>
        </div>
        <PrintedAt loadedAt={now.toISOString()} />
      </header>
      <p className="mb-4 text-sm text-muted-foreground">
        {day.bookings} {day.bookings === 1 ? "booking" : "bookings"} · {day.covers.confirmed} confirmed covers ·{" "}
        {day.covers.requested} requested covers
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No bookings for this day.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Bookings for {formatCalendarDate(date, { year: true })}</caption>
          <thead>
            <tr className="border-b-2 border-foreground/70 text-left">
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="py-2 pr-3 last:pr-0">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id} className="break-inside-avoid border-b align-top">
                <td className="py-2 pr-3 font-medium tabular-nums">{e.time ? formatClockTime(e.time) : "—"}</td>
                <td className="py-2 pr-3 tabular-nums">{tablesText(e)}</td>
                <td className="py-2 pr-3">
                  {e.name}
                  {e.glance ? (
                    <span className="block text-xs" data-guest-glance="">
                      {guestGlanceInWords(e.glance)}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 tabular-nums">{guestsText(e)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{e.phone ?? ""}</td>
                <td className="py-2 pr-3 whitespace-pre-line">{e.notes ?? ""}</td>
                <td className="py-2 pr-3">{STATUS_LABELS[e.status]}</td>
                <td className="py-2">
                  <span aria-hidden="true" className="inline-block size-4 border border-foreground/70" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
