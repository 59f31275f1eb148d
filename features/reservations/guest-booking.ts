import type { BookingShape, Enquiry } from "@/lib/db/schema";
import type { EnquiryStatus } from "@/lib/db/schema/enquiry-statuses";

/** Who the activity log names for a change made from a guest's own link: never their name or address. */
export const GUEST_ACTOR = "guest";

export type GuestIntent = "cancel" | "change" | "note" | "coming";
export const GUEST_INTENTS: readonly GuestIntent[] = ["cancel", "change", "note", "coming"];

export type LinkState = "open" | "expired" | "closed";

type BookingRow = Pick<Enquiry, "status" | "preferredDate">;

/** A guest's link works until the end of the booking's day (London), and changes nothing once the booking is over. */
export function linkState(booking: BookingRow, today: string): LinkState {
  if (!booking.preferredDate || booking.preferredDate < today) return "expired";
  if (booking.status === "requested" || booking.status === "confirmed") return "open";
  return "closed";
}

export function intentsAllowed(booking: BookingRow & Pick<Enquiry, "guestConfirmedAt">, today: string): GuestIntent[] {
  if (linkState(booking, today) !== "open") return [];
  const out: GuestIntent[] = ["change", "note", "cancel"];
  if (booking.status === "confirmed" && !booking.guestConfirmedAt) out.unshift("coming");
  return out;
}

export function shapeOf(e: Pick<Enquiry, "preferredDate" | "preferredTime" | "guests">): BookingShape {
  return { date: e.preferredDate ?? "", time: (e.preferredTime ?? "").slice(0, 5), guests: e.guests ?? 0 };
}

export function sameShape(a: BookingShape, b: BookingShape): boolean {
  return a.date === b.date && a.time === b.time && a.guests === b.guests;
}

/** What a change does to a booking's status: staff confirm a changed booking again. */
export function statusAfterGuestChange(status: EnquiryStatus): EnquiryStatus {
  return status === "confirmed" ? "requested" : status;
}

export function appendGuestNote(existing: string | null, note: string, max: number): string | null {
  const joined = existing?.trim() ? `${existing.trim()}\n\n${note}` : note;
  return joined.length > max ? null : joined;
}
