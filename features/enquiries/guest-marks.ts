import type { BookingShape, Enquiry, GuestChange } from "@/lib/db/schema";
import { formatCalendarDate, formatClockTime } from "@/lib/time/london";

export type GuestMarkFacts = Pick<
  Enquiry,
  "status" | "guestConfirmedAt" | "guestChangedAt" | "guestChange" | "guestCancelledAt"
>;

export interface GuestMark {
  kind: "cancelled" | "changed" | "confirmed";
  label: string;
  detail: string | null;
}

export const describeShape = (s: BookingShape) =>
  `${s.guests} on ${formatCalendarDate(s.date)} at ${formatClockTime(s.time)}`;

export function describeGuestChange(change: GuestChange): string {
  return `${describeShape(change.from)} → ${describeShape(change.to)}`;
}

/** What a guest did from their own link, as staff see it beside the booking's status. */
export function guestMarkOf(e: GuestMarkFacts): GuestMark | null {
  if (e.status === "cancelled" && e.guestCancelledAt)
    return { kind: "cancelled", label: "Cancelled by guest", detail: null };
  if (e.guestChange && e.guestChangedAt && (e.status === "requested" || e.status === "confirmed"))
    return { kind: "changed", label: "Changed by guest", detail: describeGuestChange(e.guestChange) };
  if (e.status === "confirmed" && e.guestConfirmedAt)
    return { kind: "confirmed", label: "Guest confirmed", detail: null };
  return null;
}
