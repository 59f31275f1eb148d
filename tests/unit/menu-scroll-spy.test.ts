import { describe, expect, it } from "vitest";
import { activeSectionId, scrollTargetFor } from "@/lib/menu/scroll-spy";

const sections = (tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));

describe("activeSectionId", () => {
  it("the first section is active before any reaches the line", () => {
    expect(activeSectionId(sections([400, 900, 1500]), 120)).toBe("s1");
  });
  it("the last section whose top passed the offset line wins", () => {
    expect(activeSectionId(sections([-600, 100, 700]), 120)).toBe("s2");
    expect(activeSectionId(sections([-1600, -900, 120]), 120)).toBe("s3");
    expect(activeSectionId(sections([-1600, -900, 122]), 120)).toBe("s2");
  });
  it("no sections, no active one", () => {
    expect(activeSectionId([], 120)).toBeNull();
  });
});

describe("scrollTargetFor", () => {
  it("leaves the offset above the section and never goes negative", () => {
    expect(scrollTargetFor(1000, 120)).toBe(880);
    expect(scrollTargetFor(50, 120)).toBe(0);
  });
});
