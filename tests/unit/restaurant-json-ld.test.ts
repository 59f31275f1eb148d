import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "@/lib/hours";
import { numberCategories } from "@/lib/menu/public";
import { openingHoursSpecification, restaurantJsonLd, serialiseJsonLd } from "@/lib/seo/restaurant-json-ld";

const week: WeeklyHours[] = [
  { day: 1, isClosed: true, openTime1: null, closeTime1: null },
  { day: 2, isClosed: false, openTime1: "17:00:00", closeTime1: "22:00:00" },
  { day: 3, isClosed: false, openTime1: "17:00:00", closeTime1: "22:00:00" },
  { day: 5, isClosed: false, openTime1: "12:00:00", closeTime1: "15:00:00", openTime2: "17:00:00", closeTime2: "23:00:00" },
];

describe("openingHoursSpecification", () => {
  it("groups days by period, splits lunch and dinner, leaves closed days out", () => {
    expect(openingHoursSpecification(week)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Wednesday"], opens: "17:00", closes: "22:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Friday"], opens: "12:00", closes: "15:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Friday"], opens: "17:00", closes: "23:00" },
    ]);
  });
});

describe("restaurantJsonLd", () => {
  const menu = numberCategories([
    {
      id: "s",
      slug: "breads",
      title: "Breads",
      description: "From the tandoor",
      items: [{ id: "i", name: "Roti", description: null, price: 2.5, isSpecial: false, dietaryTags: ["vegan"], allergens: [] }],
    },
  ]);

  it("describes the restaurant, its hours and its published menu with GBP offers", () => {
    const ld = restaurantJsonLd({ siteUrl: "https://47.example", weekly: week, menu });
    expect(ld).toMatchObject({
      "@type": "Restaurant",
      name: "47 Restaurant",
      telephone: "+441162884747",
      acceptsReservations: "https://47.example/reservations",
      address: { "@type": "PostalAddress", postalCode: "LE18 1NS", addressLocality: "Wigston" },
    });
    expect(ld.servesCuisine).toContain("Pakistani");
    expect(ld.hasMenu?.hasMenuSection[0]).toMatchObject({
      "@type": "MenuSection",
      name: "Breads",
      hasMenuItem: [{ "@type": "MenuItem", name: "Roti", suitableForDiet: ["https://schema.org/VeganDiet"], offers: { price: "2.50", priceCurrency: "GBP" } }],
    });
  });

  it("leaves out hours and menu it could not read", () => {
    const ld = restaurantJsonLd({ siteUrl: "https://47.example", weekly: null, menu: null });
    expect(ld).not.toHaveProperty("hasMenu");
    expect(ld).not.toHaveProperty("openingHoursSpecification");
  });

  it("cannot close its script element", () => {
    expect(serialiseJsonLd({ x: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
