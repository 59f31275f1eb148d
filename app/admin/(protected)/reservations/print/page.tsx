import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PrintButton } from "@/components/admin/reservations/print-button";
import { guestsText } from "@/components/admin/reservations/book-entry";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { STATUS_LABELS } from "@/lib/enquiries/statuses";
import { bookDay, bookHref, parseBookParams } from "@/lib/reservations/book";
import { readBook } from "@/lib/reservations/book-query";
import { formatCalendarDate, formatClockTime, londonDateOf } from "@/lib/time/london";
import { RESERVATION_TIMES } from "@/lib/validation/reservation";

export const metadata: Metadata = { title: "Printable list" };

/** The list the front of house keeps by the door: one line per table, a box to tick on arrival. */
export default async function PrintableBookPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const today = londonDateOf(new Date());
  const { date } = parseBookParams(await searchParams, today);
  const day = bookDay(date, await readBook(await getDb(), date, date), RESERVATION_TIMES);
  const rows = day.slots.flatMap((s) => s.entries);
  const title = date === today ? "Tonight’s list" : "Bookings list";

  return (
    <div className="mx-auto max-w-4xl print:max-w-none">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={bookHref({ view: "day", date }, today)} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the book
        </Link>
        <PrintButton />
      </div>
      <h1 className="font-display text-3xl font-semibold">
        {title}: {formatCalendarDate(date, { year: true })}
      </h1>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        {day.bookings} {day.bookings === 1 ? "booking" : "bookings"} · {day.covers.confirmed} confirmed covers · {day.covers.requested} requested covers
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No bookings for this day.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Bookings for {formatCalendarDate(date, { year: true })}</caption>
          <thead>
            <tr className="border-b-2 border-foreground/70 text-left">
              <th scope="col" className="py-2 pr-3">
                Time
              </th>
              <th scope="col" className="py-2 pr-3">
                Guest
              </th>
              <th scope="col" className="py-2 pr-3">
                Party
              </th>
              <th scope="col" className="py-2 pr-3">
                Phone
              </th>
              <th scope="col" className="py-2 pr-3">
                Notes
              </th>
              <th scope="col" className="py-2 pr-3">
                Status
              </th>
              <th scope="col" className="py-2">
                Arrived
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id} className="break-inside-avoid border-b align-top">
                <td className="py-2 pr-3 font-medium tabular-nums">{e.time ? formatClockTime(e.time) : "—"}</td>
                <td className="py-2 pr-3">{e.name}</td>
                <td className="py-2 pr-3 tabular-nums">{guestsText(e.guests)}</td>
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
