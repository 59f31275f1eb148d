import { getOpeningHours } from "@/features/opening-times";
import { getSiteSettings } from "@/features/settings";
import { env } from "@/lib/env";
import { restaurantJsonLd, serialiseJsonLd } from "@/features/site/seo/restaurant-json-ld";

export async function RestaurantJsonLd() {
  const [hours, settings] = await Promise.all([getOpeningHours(), getSiteSettings()]);
  const data = restaurantJsonLd({
    siteUrl: env().SITE_URL,
    weekly: hours?.weekly ?? null,
    special: hours?.special,
    contact: settings.contact,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
