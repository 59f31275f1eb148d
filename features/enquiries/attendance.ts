import { statusesOffered, type EnquiryStatus, type EnquiryType } from "@/lib/db/schema/enquiry-statuses";
import {
  formatClockTime,
  formatLongCalendarDate,
  fromLondonLocal,
  londonDateOf,
  toLondonLocal,
} from "@/lib/time/london";

export interface BookedFor {
  date: string | null;
  time: string | null;
}

/** When a booking may be marked a no-show: its time plus the grace period (its day, when it has no time). */
export function noShowFrom(booking: BookedFor, graceMinutes: number): Date | null {
  if (!booking.date) return null;
  if (!booking.time) return fromLondonLocal(`${booking.date}T00:00`);
  const bookedAt = fromLondonLocal(`${booking.date}T${formatClockTime(booking.time)}`);
  return new Date(bookedAt.getTime() + graceMinutes * 60_000);
}

export function noShowOpensText(booking: BookedFor, graceMinutes: number): string | null {
  const from = noShowFrom(booking, graceMinutes);
  if (!from || !booking.time) return null;
  const local = toLondonLocal(from);
  const after = graceMinutes === 1 ? "1 minute" : `${graceMinutes} minutes`;
  return `No-show can be marked from ${local.slice(11)} on ${formatLongCalendarDate(local.slice(0, 10))}, ${after} after the booking's time.`;
}

/** Why a reservation cannot take this status yet, or null: seated from its day on, no-show once its time and the grace have passed. */
export function attendanceRefusal(
  status: EnquiryStatus,
  booking: BookedFor,
  now: Date,
  graceMinutes: number,
): string | null {
  if (status === "seated") {
    if (!booking.date) return "This booking has no date, so it cannot be marked seated.";
    if (booking.date > londonDateOf(now))
      return `Seated can be marked from the booking's day, ${formatLongCalendarDate(booking.date)}.`;
  }
  if (status === "no_show") {
    const from = noShowFrom(booking, graceMinutes);
    if (!from) return "This booking has no date, so it cannot be marked a no-show.";
    if (now < from) return noShowOpensText(booking, graceMinutes) ?? "No-show can be marked from the booking's day.";
  }
  return null;
}

/** The status buttons staff are offered: the kind's statuses less the current one and any attendance not yet due. */
export function offeredStatuses(
  type: EnquiryType,
  current: EnquiryStatus,
  booking: BookedFor,
  now: Date,
  graceMinutes: number,
): EnquiryStatus[] {
  return statusesOffered(type, current, booking.date, londonDateOf(now)).filter(
    (s) => type !== "reservation" || attendanceRefusal(s, booking, now, graceMinutes) === null,
  );
}
