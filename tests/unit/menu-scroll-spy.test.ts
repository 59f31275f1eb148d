import { describe, expect, it } from "vitest";
import {
  activeSectionId,
  scrollTargetFor,
  scrollToRevealResults,
  sectionOfLink,
  stripScrollToReveal,
} from "@/features/menu/scroll-spy";

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

describe("stripScrollToReveal", () => {
  const strip = { scrollLeft: 0, width: 390 };
  it("leaves a chip already in view where it is", () => {
    expect(stripScrollToReveal({ left: 100, width: 80 }, strip, 20)).toBeNull();
  });
  it("centres a chip past the right edge, or too close to it", () => {
    expect(stripScrollToReveal({ left: 700, width: 120 }, strip, 20)).toBe(565);
    expect(stripScrollToReveal({ left: 300, width: 80 }, strip, 20)).toBe(145);
  });
  it("centres a chip before the left edge, never scrolling below 0", () => {
    expect(stripScrollToReveal({ left: 400, width: 80 }, { scrollLeft: 500, width: 390 }, 20)).toBe(245);
    expect(stripScrollToReveal({ left: 10, width: 80 }, { scrollLeft: 300, width: 390 }, 20)).toBe(0);
  });
  it("a chip wider than the strip shows its start", () => {
    expect(stripScrollToReveal({ left: 800, width: 500 }, strip, 20)).toBe(780);
  });
});

describe("sectionOfLink", () => {
  const here = { origin: "https://47.example", pathname: "/menu", search: "" };
  it("a fragment on this page is a section", () => {
    expect(sectionOfLink("/menu#small-plates", here)).toBe("small-plates");
    expect(sectionOfLink("#breads", here)).toBe("breads");
    expect(sectionOfLink("https://47.example/menu#karahi%20handi", here)).toBe("karahi handi");
  });
  it("another page, another query, another site or no fragment is not", () => {
    expect(sectionOfLink("/about#story", here)).toBeNull();
    expect(sectionOfLink("/menu?diet=vegan#breads", here)).toBeNull();
    expect(sectionOfLink("https://elsewhere.example/menu#breads", here)).toBeNull();
    expect(sectionOfLink("/menu", here)).toBeNull();
    expect(sectionOfLink("/menu#", here)).toBeNull();
    expect(sectionOfLink("/menu#%E0%A4%A", here)).toBeNull();
  });
});

describe("scrollToRevealResults", () => {
  it("leaves the page where it is while the results already start in view", () => {
    expect(scrollToRevealResults(500, 844, 300)).toBeNull();
    expect(scrollToRevealResults(684, 844, 300)).toBeNull();
  });

  it("scrolls just far enough to show the start of results pushed below the screen", () => {
    expect(scrollToRevealResults(1200, 844, 300)).toBe(300 + 1200 - 564);
    expect(scrollToRevealResults(700, 844, 0)).toBe(136);
  });
});
