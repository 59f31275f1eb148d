import "server-only";
import { londonNow, nextLondonMidnight } from "@/lib/time/london";
import { cacheTag } from "next/cache";
import { readUntilNextChange } from "@/lib/cache/read";
import { readBookingRules } from "@/lib/reservations/booking-read";
import type { BookingRules } from "@/lib/reservations/booking-rules";
import { getDb } from "@/lib/db";
import { CACHE_TAGS } from "../cache/tags";

/**
 * The reservation form's rules (weekly hours, special dates in the booking window, the slots per
 * weekday), kept until London midnight (the window moves on) or an edit of the hours or slots;
 * null when the database cannot be read (the form then offers the default slots every day).
 */
export async function getBookingRules(): Promise<BookingRules | null> {
  "use cache";
  cacheTag(CACHE_TAGS.hours, CACHE_TAGS.booking);
  return readUntilNextChange("booking rules", async (now) => ({
    value: await readBookingRules(await getDb(), londonNow(now).date),
    nextChange: nextLondonMidnight(now),
  }));
}
