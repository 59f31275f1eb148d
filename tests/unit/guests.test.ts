import { describe, expect, it } from "vitest";
import { normaliseEmail, normalisePhone, searchTermsOf } from "@/features/guests/normalise";
import { activityMomentOf } from "@/features/guests/store";
import { formatTag, parseTag, tagLabel, tidyTags } from "@/features/guests/tags";

describe("recognising a guest", () => {
  it("reads an e-mail without its case or surrounding spaces", () => {
    expect(normaliseEmail("  Ayesha.Khan@Example.COM ")).toBe("ayesha.khan@example.com");
    expect(normaliseEmail("   ")).toBeNull();
    expect(normaliseEmail(null)).toBeNull();
  });

  it("reads a phone by its digits, a UK number written internationally as a local one", () => {
    expect(normalisePhone("0116 496 0777")).toBe("01164960777");
    expect(normalisePhone("+44 116 496 0777")).toBe("01164960777");
    expect(normalisePhone("+44 (0)116 496-0777")).toBe("01164960777");
    expect(normalisePhone("0044 116 4960777")).toBe("01164960777");
    expect(normalisePhone("+92 300 1234567")).toBe("+923001234567");
    expect(normalisePhone("ext. only")).toBeNull();
    expect(normalisePhone("")).toBeNull();
  });

  it("treats a search of digits as a phone search and anything else as words", () => {
    expect(searchTermsOf("07700 900123")).toEqual({ text: "07700 900123", phone: "07700900123" });
    expect(searchTermsOf("Khan")).toEqual({ text: "khan", phone: null });
    expect(searchTermsOf("12")).toEqual({ text: "12", phone: null });
  });

  it("counts a booking's own day as activity when it is later than now", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(activityMomentOf(now, "2026-12-24").toISOString()).toBe("2026-12-24T12:00:00.000Z");
    expect(activityMomentOf(now, "2026-01-02")).toBe(now);
    expect(activityMomentOf(now, null)).toBe(now);
  });
});

describe("a guest's tags", () => {
  it("reads and writes each kind", () => {
    expect(parseTag("vip")).toEqual({ kind: "vip", value: "" });
    expect(parseTag("allergy:sesame")).toEqual({ kind: "allergy", value: "sesame" });
    expect(parseTag("dietary:vegan")).toEqual({ kind: "dietary", value: "vegan" });
    expect(parseTag("custom:quiet corner")).toEqual({ kind: "custom", value: "quiet corner" });
    expect(formatTag({ kind: "allergy", value: "peanuts" })).toBe("allergy:peanuts");
    expect(formatTag({ kind: "regular", value: "ignored" })).toBe("regular");
  });

  it("accepts as an allergy only one of the menu's 14", () => {
    expect(parseTag("allergy:strawberries")).toBeNull();
    expect(parseTag("allergy:")).toBeNull();
    expect(parseTag("unknown:thing")).toBeNull();
  });

  it("labels them as a host reads them, allergies first and each once", () => {
    const tags = tidyTags(["regular", "custom:Quiet corner", "allergy:sesame", "regular", "dietary:vegan"]);
    expect(tags.map(tagLabel)).toEqual(["Allergy: Sesame", "Regular", "Vegan", "Quiet corner"]);
  });
});
