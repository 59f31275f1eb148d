import { describe, expect, it } from "vitest";
import { tagsOfInput } from "@/features/guests/changes";
import { erasureRefusal } from "@/features/guests/erase";
import { retentionCutoff } from "@/features/guests/retention";
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

describe("erasing a guest", () => {
  const today = "2026-11-28";
  it("is refused, with the day, while a booking is still to come", () => {
    const refusal = erasureRefusal(
      [
        { formType: "reservation", status: "confirmed", preferredDate: "2026-12-04" },
        { formType: "reservation", status: "requested", preferredDate: "2026-12-20" },
      ],
      today,
    );
    expect(refusal).toBe(
      "This guest has a booking still to come (Friday 4 December 2026 and 1 more). Cancel or decline it first, or erase them after that day.",
    );
  });

  it("goes ahead once every booking is past, cancelled or declined", () => {
    expect(
      erasureRefusal(
        [
          { formType: "reservation", status: "seated", preferredDate: "2026-11-01" },
          { formType: "reservation", status: "cancelled", preferredDate: "2026-12-04" },
          { formType: "reservation", status: "declined", preferredDate: "2026-12-05" },
          { formType: "reservation", status: "confirmed", preferredDate: "2026-11-27" },
          { formType: "event", status: "confirmed", preferredDate: "2027-01-10" },
        ],
        today,
      ),
    ).toBeNull();
  });

  it("counts today's booking as still to come", () => {
    expect(
      erasureRefusal([{ formType: "reservation", status: "confirmed", preferredDate: today }], today),
    ).not.toBeNull();
  });
});

describe("retention", () => {
  it("measures whole calendar months back from now", () => {
    expect(retentionCutoff(new Date("2026-11-28T10:00:00Z"), 24).toISOString()).toBe("2024-11-28T10:00:00.000Z");
    expect(retentionCutoff(new Date("2026-11-28T10:00:00Z"), 6).toISOString()).toBe("2026-05-28T10:00:00.000Z");
  });
});

describe("the tags form", () => {
  it("stores each choice once, allergies first", () => {
    expect(
      tagsOfInput({
        id: "00000000-0000-4000-8000-000000000000",
        regular: true,
        vip: false,
        allergies: ["sesame", "peanuts"],
        dietary: ["vegan"],
        custom: ["quiet corner", "Quiet corner"],
      }),
    ).toEqual(["allergy:sesame", "allergy:peanuts", "regular", "dietary:vegan", "custom:quiet corner"]);
  });
});
