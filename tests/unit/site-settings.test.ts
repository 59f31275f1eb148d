import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { restaurantJsonLd } from "@/features/site/seo/restaurant-json-ld";
import { DEFAULT_SITE_SETTINGS } from "@/features/settings/defaults";
import {
  contactViewOf,
  formatPackagePrice,
  groupCollectionHours,
  linesOf,
  phoneHref,
  socialLinksOf,
} from "@/features/settings/derive";
import { collectionHoursValue } from "@/features/settings/changes";
import {
  contactSettingsSchema,
  faqsSchema,
  isHttpsUrl,
  packagesSchema,
  testimonialsSchema,
} from "@/features/settings/schema";
import { storedClosedDay } from "../support/hours";

const contact = DEFAULT_SITE_SETTINGS.contact;
const errors = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("phoneHref", () => {
  it("turns a UK number into an international tel: link", () => {
    expect(phoneHref("0116 288 4747")).toBe("tel:+441162884747");
    expect(phoneHref("+44 (0)116 288 4747".replace("(0)", ""))).toBe("tel:+441162884747");
    expect(phoneHref("0044 116 288 4747")).toBe("tel:+441162884747");
  });
});

describe("contactViewOf", () => {
  it("builds address lines, a directions link to the address and '#'-less socials when none are set", () => {
    const view = contactViewOf("47 Restaurant", contact);
    expect(view.addressLines).toEqual(["47 Leicester Road", "Wigston, Leicester", "LE18 1NS"]);
    expect(view.directionsUrl).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=47%20Restaurant%2C%2047%20Leicester%20Road%2C%20Wigston%2C%20Leicester%2C%20LE18%201NS",
    );
    expect(view.socials).toEqual([
      { name: "Instagram", href: null },
      { name: "Facebook", href: null },
      { name: "TikTok", href: null },
    ]);
  });

  it("uses the staff's own directions link and social profiles when set, and drops an empty region", () => {
    const view = contactViewOf("47 Restaurant", {
      ...contact,
      region: "",
      directionsUrl: "https://maps.example/47",
      instagramUrl: "https://instagram.com/47",
    });
    expect(view.addressLines).toEqual(["47 Leicester Road", "Wigston", "LE18 1NS"]);
    expect(view.directionsUrl).toBe("https://maps.example/47");
    expect(socialLinksOf({ ...contact, instagramUrl: "https://instagram.com/47" })[0]).toEqual({
      name: "Instagram",
      href: "https://instagram.com/47",
    });
  });
});

describe("groupCollectionHours", () => {
  it("shows the seeded week: Monday closed, Sunday 4:00 PM to 9:30 PM as SPEC sets it", () => {
    expect(groupCollectionHours(DEFAULT_SITE_SETTINGS.collectionHours.days).map((r) => `${r.days} ${r.hours}`)).toEqual(
      ["Mon Closed", "Tue-Thu 5:00 PM-10:00 PM", "Fri-Sat 5:00 PM-11:00 PM", "Sun 4:00 PM-9:30 PM"],
    );
  });

  it("names runs for screen readers and treats a missing day as closed", () => {
    const rows = groupCollectionHours([{ day: 5, isClosed: false, openTime1: "17:30:00", closeTime1: "23:00:00" }]);
    expect(rows).toEqual([
      { days: "Mon-Thu", label: "Monday to Thursday", hours: "Closed" },
      { days: "Fri", label: "Friday", hours: "5:30 PM-11:00 PM" },
      { days: "Sat-Sun", label: "Saturday and Sunday", hours: "Closed" },
    ]);
  });
});

describe("collectionHoursValue", () => {
  it("keeps no times on a closed day and drops a half-filled second period", () => {
    const value = collectionHoursValue({
      days: Array.from({ length: 7 }, (_, i) => ({
        day: i + 1,
        isClosed: i === 0,
        openTime1: "17:00",
        closeTime1: "22:00",
        openTime2: i === 1 ? "23:00" : "",
        closeTime2: "",
        notes: "",
      })),
    });
    expect(value.days[0]).toEqual(storedClosedDay(1));
    expect(value.days[1]).toMatchObject({ openTime1: "17:00", closeTime1: "22:00", openTime2: null, closeTime2: null });
  });
});

describe("settings schemas", () => {
  it("accepts https social links or empty, refuses http, javascript: and bare words", () => {
    expect(isHttpsUrl("https://www.instagram.com/47restaurant")).toBe(true);
    for (const bad of ["http://instagram.com/47", "javascript:alert(1)", "instagram", "https://localhost"])
      expect(isHttpsUrl(bad)).toBe(false);
    const r = contactSettingsSchema.safeParse({
      ...contact,
      instagramUrl: "http://instagram.com/47",
      email: "nope",
      phone: "call us",
    });
    expect(errors(r)).toEqual({
      instagramUrl: "The Instagram link must be a full https:// address, or left empty.",
      email: "Please enter a valid e-mail address.",
      phone: "Please enter a phone number: digits, spaces and an optional leading +.",
    });
    expect(contactSettingsSchema.parse({ ...contact, phone: " 0116 288 4747 " }).phone).toBe("0116 288 4747");
  });

  it("parses a package's price and its included lines, and allows one most-popular package", () => {
    const item = {
      name: "Gathering",
      price: "22.50",
      summary: "",
      includes: "Starters\n\n  Curries  \n",
      popular: true,
    };
    expect(packagesSchema.parse({ items: [item] }).items[0]).toEqual({
      name: "Gathering",
      price: 22.5,
      summary: "",
      includes: ["Starters", "Curries"],
      popular: true,
    });
    expect(errors(packagesSchema.safeParse({ items: [item, { ...item, name: "Other" }] }))).toEqual({
      items: "Only one package can be marked most popular.",
    });
    expect(errors(packagesSchema.safeParse({ items: [{ ...item, price: "£22", includes: " " }] }))).toEqual({
      "items.0.price": "Please enter a price in pounds, such as 34 or 34.50.",
      "items.0.includes": "List at least one thing the package includes, one per line.",
    });
  });

  it("requires a question and answer, a quote and a name", () => {
    expect(errors(faqsSchema.safeParse({ items: [{ question: " ", answer: "" }] }))).toEqual({
      "items.0.question": "Please enter the question.",
      "items.0.answer": "Please enter the answer.",
    });
    expect(errors(testimonialsSchema.safeParse({ items: [{ quote: "Lovely", name: "", occasion: "" }] }))).toEqual({
      "items.0.name": "Please enter the name.",
    });
  });

  it("formats prices and splits lines", () => {
    expect(formatPackagePrice(22)).toBe("£22");
    expect(formatPackagePrice(22.5)).toBe("£22.50");
    expect(linesOf("a\r\n b \n\n")).toEqual(["a", "b"]);
  });
});

describe("restaurantJsonLd with settings", () => {
  it("takes the phone, e-mail and address from the settings and lists set social profiles as sameAs", () => {
    const ld = restaurantJsonLd({
      siteUrl: "https://47.example",
      weekly: null,
      contact: { ...contact, phone: "0116 000 1111", facebookUrl: "https://facebook.com/47" },
    });
    expect(ld).toMatchObject({
      telephone: "+441160001111",
      email: "hello@47restaurant.co.uk",
      sameAs: ["https://facebook.com/47"],
    });
    expect(restaurantJsonLd({ siteUrl: "https://47.example", weekly: null })).not.toHaveProperty("sameAs");
  });
});

describe("the site-settings migrations", () => {
  it("insert exactly the built-in defaults, Sunday's collection hours moved to SPEC's 4:00 PM", () => {
    const sql = readFileSync(join(process.cwd(), "lib/db/migrations/0007_site_settings.sql"), "utf8");
    const rows = Object.fromEntries(
      [...sql.matchAll(/\('([a-z_]+)', '((?:[^']|'')*)'::jsonb\)/g)].map((m) => [
        m[1],
        JSON.parse(m[2]!.replace(/''/g, "'")),
      ]),
    );
    const sundayFix = readFileSync(
      join(process.cwd(), "lib/db/migrations/0013_booking_periods_and_open_party_size.sql"),
      "utf8",
    ).match(/jsonb_set\("value", '\{days,6\}', '([^']*)'::jsonb\) WHERE "key" = 'collection_hours'/);
    rows.collection_hours.days[6] = JSON.parse(sundayFix![1]!);
    const d = DEFAULT_SITE_SETTINGS;
    expect(rows).toEqual({
      contact: d.contact,
      collection_hours: d.collectionHours,
      packages: d.packages,
      faqs: d.faqs,
      testimonials: d.testimonials,
      brochure: d.brochure,
    });
  });
});
