import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "@/features/opening-times";
import { openingHoursSpecification, restaurantJsonLd, serialiseJsonLd } from "@/features/site/seo/restaurant-json-ld";

const week: WeeklyHours[] = [
  { day: 1, isClosed: true, openTime1: null, closeTime1: null },
  { day: 2, isClosed: false, openTime1: "17:00:00", closeTime1: "22:00:00" },
  { day: 3, isClosed: false, openTime1: "17:00:00", closeTime1: "22:00:00" },
  {
    day: 5,
    isClosed: false,
    openTime1: "12:00:00",
    closeTime1: "15:00:00",
    openTime2: "17:00:00",
    closeTime2: "23:00:00",
  },
];

describe("openingHoursSpecification", () => {
  it("groups days by period, splits lunch and dinner, leaves closed days out", () => {
    expect(openingHoursSpecification(week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Wednesday"],
        opens: "17:00",
        closes: "22:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday"],
        opens: "12:00",
        closes: "15:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday"],
        opens: "17:00",
        closes: "23:00",
      },
    ]);
  });
});

describe("restaurantJsonLd", () => {
  it("describes the restaurant and its hours, and names the menu by its page", () => {
    const ld = restaurantJsonLd({ siteUrl: "https://47.example", weekly: week });
    expect(ld).toMatchObject({
      "@type": "Restaurant",
      name: "47 Restaurant",
      telephone: "+441162884747",
      acceptsReservations: "https://47.example/reservations",
      address: { "@type": "PostalAddress", postalCode: "LE18 1NS", addressLocality: "Wigston" },
    });
    expect(ld.servesCuisine).toContain("Pakistani");
    expect(ld.hasMenu).toBe("https://47.example/menu");
    expect(ld.openingHoursSpecification).toHaveLength(3);
  });

  it("gives the menu page as menu beside hasMenu, and the coordinates to at least five decimals", () => {
    const ld = restaurantJsonLd({ siteUrl: "https://47.example", weekly: week });
    expect(ld.menu).toBe("https://47.example/menu");
    const decimals = (n: number) => String(n).split(".")[1]?.length ?? 0;
    expect(decimals(ld.geo.latitude)).toBeGreaterThanOrEqual(5);
    expect(decimals(ld.geo.longitude)).toBeGreaterThanOrEqual(5);
  });

  it("leaves out hours it could not read", () => {
    const ld = restaurantJsonLd({ siteUrl: "https://47.example", weekly: null });
    expect(ld).not.toHaveProperty("openingHoursSpecification");
  });

  it("cannot close its script element", () => {
    expect(serialiseJsonLd({ x: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
