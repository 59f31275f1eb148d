import { describe, expect, it } from "vitest";
import { describeChanges } from "@/features/menu/admin-summary";
import { blockedBySection, publicState, slugify } from "@/features/menu/admin-state";
import { formatLondon, fromLondonLocalValue, toLondonLocalValue } from "@/lib/time/london";

describe("slugify", () => {
  it("makes lower-case, hyphenated slugs from titles", () => {
    for (const [title, slug] of [
      ["Small Plates", "small-plates"],
      ["Karahi & Handi", "karahi-and-handi"],
      ["  Chef’s Specials!! ", "chefs-specials"],
      ["Crème brûlée -- à la carte", "creme-brulee-a-la-carte"],
      ["Biryani/Rice 2026", "biryani-rice-2026"],
    ] as const) {
      expect(slugify(title), title).toBe(slug);
    }
  });

  it("gives an empty slug when nothing usable is left, and trims to the limit without a trailing hyphen", () => {
    expect(slugify("!!!")).toBe("");
    expect(slugify("abc def", 4)).toBe("abc");
  });
});

describe("publicState", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const base = { status: "published" as const, visible: true, publishAt: null, unpublishAt: null };

  it("is public now when published, visible and inside its window", () => {
    expect(publicState(base, now)).toBe("live");
    expect(publicState({ ...base, publishAt: "2026-06-01T12:00:00Z", unpublishAt: "2026-06-01T12:01:00Z" }, now)).toBe(
      "live",
    );
  });

  it("names the strongest reason it is not public: draft, then hidden, then timing", () => {
    expect(publicState({ ...base, status: "draft", visible: false, publishAt: "2027-01-01T00:00:00Z" }, now)).toBe(
      "draft",
    );
    expect(publicState({ ...base, visible: false, publishAt: "2027-01-01T00:00:00Z" }, now)).toBe("hidden");
    expect(publicState({ ...base, publishAt: "2026-06-01T12:00:01Z" }, now)).toBe("scheduled");
    expect(publicState({ ...base, unpublishAt: "2026-06-01T12:00:00Z" }, now)).toBe("ended");
    expect(
      publicState(
        { ...base, publishAt: new Date("2026-05-01T00:00:00Z"), unpublishAt: new Date("2026-05-31T00:00:00Z") },
        now,
      ),
    ).toBe("ended");
  });

  it("says a live dish is held back by a section that is not public", () => {
    expect(blockedBySection("live", "draft")).toBe("draft");
    expect(blockedBySection("live", "scheduled")).toBe("scheduled");
    expect(blockedBySection("live", "live")).toBeNull();
    expect(blockedBySection("hidden", "draft")).toBeNull();
  });
});

describe("London datetime-local ↔ UTC", () => {
  it("reads winter times as GMT and summer times as BST", () => {
    expect(fromLondonLocalValue("2026-01-15T18:30")?.toISOString()).toBe("2026-01-15T18:30:00.000Z");
    expect(fromLondonLocalValue("2026-07-15T18:30")?.toISOString()).toBe("2026-07-15T17:30:00.000Z");
    expect(toLondonLocalValue("2026-01-15T18:30:00.000Z")).toBe("2026-01-15T18:30");
    expect(toLondonLocalValue(new Date("2026-07-15T17:30:00.000Z"))).toBe("2026-07-15T18:30");
  });

  it("round-trips either side of both 2026 clock changes (29 March, 25 October)", () => {
    for (const local of [
      "2026-03-29T00:59",
      "2026-03-29T02:00",
      "2026-03-29T03:15",
      "2026-10-25T00:30",
      "2026-10-25T02:00",
      "2026-10-25T03:00",
    ]) {
      expect(toLondonLocalValue(fromLondonLocalValue(local))).toBe(local);
    }
    expect(fromLondonLocalValue("2026-03-29T00:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(fromLondonLocalValue("2026-03-29T02:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(fromLondonLocalValue("2026-10-25T02:00")?.toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("takes the first 01:30 in October's repeated hour and moves March's skipped 01:30 forward to 02:30 BST", () => {
    expect(fromLondonLocalValue("2026-10-25T01:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(fromLondonLocalValue("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(toLondonLocalValue(fromLondonLocalValue("2026-03-29T01:30"))).toBe("2026-03-29T02:30");
  });

  it("refuses values that are not a real date and time, and shows nothing for no instant", () => {
    for (const bad of ["", "2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00", "2026-01-01", "tomorrow"]) {
      expect(fromLondonLocalValue(bad)).toBeNull();
    }
    expect(toLondonLocalValue(null)).toBe("");
    expect(toLondonLocalValue("nonsense")).toBe("");
  });

  it("does not depend on the process time zone", () => {
    const tz = process.env.TZ;
    try {
      process.env.TZ = "America/New_York";
      expect(fromLondonLocalValue("2026-07-15T18:30")?.toISOString()).toBe("2026-07-15T17:30:00.000Z");
    } finally {
      process.env.TZ = tz;
    }
  });

  it("formats instants for the admin list in London time", () => {
    expect(formatLondon(new Date("2026-07-15T17:30:00.000Z"))).toBe("Wed 15 Jul 2026, 6:30pm");
  });
});

describe("describeChanges", () => {
  it("names only what changed, in words staff read", () => {
    const before = {
      name: "Lamb Karahi",
      price: 18.5,
      status: "draft",
      visible: true,
      dietaryTags: ["spicy"],
      description: "a",
      publishAt: null,
    };
    const after = {
      name: "Lamb Karahi",
      price: 19,
      status: "published",
      visible: true,
      dietaryTags: ["spicy", "Mild"],
      description: "b",
      publishAt: new Date("2026-07-15T17:30:00Z"),
    };
    expect(describeChanges(before, after)).toBe(
      "price £18.50 → £19.00; description edited; dietary tags Spicy → Spicy, Mild; status draft → published; publish from none → Wed 15 Jul 2026, 6:30pm",
    );
    expect(describeChanges(before, { ...before })).toBe("");
  });
});
