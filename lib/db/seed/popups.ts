import type { Database } from "@/lib/db/client";
import { popups } from "@/lib/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One home-page popup announcing the tasting menu, live from yesterday for two months. */
export async function insertDemoPopup(tx: Database, now: Date): Promise<void> {
  await tx.insert(popups).values({
    status: "published",
    startAt: new Date(now.getTime() - DAY_MS),
    endAt: new Date(now.getTime() + 60 * DAY_MS),
    priority: 10,
    pages: ["/"],
    audience: "everyone",
    frequency: "session",
    headline: "Winter Tasting Menu",
    bodyRichtext:
      "<p>Seven courses from the kitchens of Lahore, Karachi and Peshawar, with an optional artisan mocktail pairing.</p><p>Tables for the first evenings are being reserved now.</p>",
    ctaLabel: "Reserve a Table",
    ctaUrl: "/reservations",
    dismissible: true,
  });
}
