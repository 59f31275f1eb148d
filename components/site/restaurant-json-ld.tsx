import { connection } from "next/server";
import { getWeeklyHours } from "@/lib/data/hours";
import { getPublicMenu } from "@/lib/data/menu";
import { env } from "@/lib/env";
import { restaurantJsonLd, serialiseJsonLd } from "@/lib/seo/restaurant-json-ld";
import { asOfMinute } from "@/lib/visibility/window";

async function settle<T>(promise: Promise<T>, what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (err) {
    console.error(`[json-ld] could not read ${what}`, err);
    return null;
  }
}

/** Restaurant structured data from the database (hours, published menu); rendered per request. */
export async function RestaurantJsonLd() {
  await connection();
  const [weekly, menu] = await Promise.all([settle(getWeeklyHours(), "opening hours"), settle(getPublicMenu(asOfMinute()), "menu")]);
  const data = restaurantJsonLd({ siteUrl: env().SITE_URL, weekly, menu });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
