import "server-only";
import { londonNow, nextLondonMidnight } from "@/lib/time/london";
import { cacheTag } from "next/cache";
import { readUntilNextChange } from "@/lib/cache/read";
import { readBookingRules } from "@/features/reservations/booking-read";
import type { BookingRules } from "@/features/reservations/booking-rules";
import { getDb } from "@/lib/db";
import { CACHE_TAGS } from "@/lib/cache/tags";

export async function getBookingRules(): Promise<BookingRules | null> {
  "use cache";
  cacheTag(CACHE_TAGS.hours, CACHE_TAGS.booking);
  return readUntilNextChange("booking rules", async (now) => ({
    value: await readBookingRules(await getDb(), londonNow(now).date),
    nextChange: nextLondonMidnight(now),
  }));
}
