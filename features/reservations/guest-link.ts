import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { enquiries, type Enquiry } from "@/lib/db/schema";
import { londonDateOf } from "@/lib/time/london";
import { bookingIdOfToken } from "@/features/enquiries";
import { intentsAllowed, linkState, type GuestIntent } from "./guest-booking";

export type OpenedLink =
  { kind: "invalid" } | { kind: "expired" } | { kind: "ok"; booking: Enquiry; intents: GuestIntent[] };

/** Reads only: opening a guest's link (a mail scanner does) never changes the booking. */
export async function openBookingLink(db: Database, secret: string, token: string, now: Date): Promise<OpenedLink> {
  const id = bookingIdOfToken(secret, token);
  if (!id) return { kind: "invalid" };
  const [booking] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  if (!booking || booking.formType !== "reservation") return { kind: "invalid" };
  const today = londonDateOf(now);
  if (linkState(booking, today) === "expired") return { kind: "expired" };
  return { kind: "ok", booking, intents: intentsAllowed(booking, today) };
}
