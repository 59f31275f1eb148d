import { getOpeningHours } from "@/lib/data/hours";
import { getPublicMenu } from "@/lib/data/menu";
import { env } from "@/lib/env";
import { restaurantJsonLd, serialiseJsonLd } from "@/lib/seo/restaurant-json-ld";

/** Restaurant structured data from the database (hours, published menu), in the pre-rendered page. */
export async function RestaurantJsonLd() {
  const [hours, menu] = await Promise.all([getOpeningHours(), getPublicMenu()]);
  const data = restaurantJsonLd({ siteUrl: env().SITE_URL, weekly: hours?.weekly ?? null, menu });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
