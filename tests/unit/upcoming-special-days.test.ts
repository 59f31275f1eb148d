import { describe, expect, it } from "vitest";
import { specialOpeningHoursSpecification, upcomingSpecialDays } from "@/features/opening-times";
import { restaurantJsonLd } from "@/features/site/seo/restaurant-json-ld";

const closed = (date: string, notes: string | null = null) => ({
  date,
  isClosed: true,
  openTime1: null,
  closeTime1: null,
  notes,
});
const TODAY = "2026-11-25";

describe("upcoming special dates", () => {
  it("lists today to 60 days ahead, soonest first, with the name staff gave and the hours", () => {
    const rows = [
      closed("2026-12-25", "Christmas Day"),
      { date: "2026-12-24", isClosed: false, openTime1: "12:00:00", closeTime1: "16:00:00", notes: "  " },
      closed("2026-11-24", "Yesterday"),
      closed(TODAY, "Private event"),
      closed("2027-01-25", "Too far"),
      closed("2027-01-24", "Last day in the window"),
    ];
    expect(upcomingSpecialDays(rows, TODAY)).toEqual([
      { date: TODAY, dayLabel: "Wednesday 25 November", name: "Private event", hours: "Closed", closed: true },
      { date: "2026-12-24", dayLabel: "Thursday 24 December", name: null, hours: "12pm – 4pm", closed: false },
      { date: "2026-12-25", dayLabel: "Friday 25 December", name: "Christmas Day", hours: "Closed", closed: true },
      {
        date: "2027-01-24",
        dayLabel: "Sunday 24 January",
        name: "Last day in the window",
        hours: "Closed",
        closed: true,
      },
    ]);
  });

  it("tells search engines about each date: closed as 00:00 to 00:00, open as its periods", () => {
    const spec = specialOpeningHoursSpecification([
      closed("2026-12-25"),
      {
        date: "2026-12-24",
        isClosed: false,
        openTime1: "12:00:00",
        closeTime1: "15:00:00",
        openTime2: "17:00:00",
        closeTime2: "20:00:00",
      },
    ]);
    expect(spec).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "12:00",
        closes: "15:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "17:00",
        closes: "20:00",
      },
    ]);
    const jsonLd = restaurantJsonLd({ siteUrl: "https://example.com", weekly: [], special: [closed("2026-12-25")] });
    expect(jsonLd.specialOpeningHoursSpecification).toHaveLength(1);
    expect(restaurantJsonLd({ siteUrl: "https://example.com", weekly: [] })).not.toHaveProperty(
      "specialOpeningHoursSpecification",
    );
  });
});
