import { describe, expect, it } from "vitest";
import {
  isWithinInclusiveWindow,
  isWithinPublishWindow,
  nextInclusiveWindowChange,
  nextPublishChange,
} from "@/lib/visibility/window";

describe("isWithinPublishWindow (menu rule)", () => {
  const at = new Date("2026-03-10T12:00:00Z");
  it("open bounds are unbounded", () => {
    expect(isWithinPublishWindow(null, null, at)).toBe(true);
    expect(isWithinPublishWindow(undefined, "", at)).toBe(true);
  });
  it("publish_at is inclusive, unpublish_at exclusive", () => {
    expect(isWithinPublishWindow("2026-03-10T12:00:00Z", null, at)).toBe(true);
    expect(isWithinPublishWindow("2026-03-10T12:00:01Z", null, at)).toBe(false);
    expect(isWithinPublishWindow(null, "2026-03-10T12:00:00Z", at)).toBe(false);
    expect(isWithinPublishWindow(null, new Date("2026-03-10T12:00:01Z"), at)).toBe(true);
  });
});

describe("isWithinInclusiveWindow (popup rule)", () => {
  const at = new Date("2026-03-10T12:00:00Z");
  it("includes both ends", () => {
    expect(isWithinInclusiveWindow("2026-03-10T12:00:00Z", "2026-03-10T12:00:00Z", at)).toBe(true);
  });
  it("excludes before start and after end", () => {
    expect(isWithinInclusiveWindow("2026-03-10T12:01:00Z", null, at)).toBe(false);
    expect(isWithinInclusiveWindow(null, "2026-03-10T11:59:59Z", at)).toBe(false);
  });
});

describe("the next change of a set of windows", () => {
  const at = new Date("2026-03-10T12:00:00Z");
  const t = (iso: string) => new Date(iso);

  it("is the earliest start or end still ahead, or null when nothing is scheduled", () => {
    expect(nextPublishChange([], at)).toBeNull();
    expect(nextPublishChange([{ start: null, end: null }], at)).toBeNull();
    expect(nextPublishChange([{ start: "2026-03-09T00:00:00Z", end: "2026-03-10T11:59:00Z" }], at)).toBeNull();
    expect(
      nextPublishChange(
        [
          { start: t("2026-03-11T18:00:00Z"), end: null },
          { start: null, end: t("2026-03-10T17:00:00Z") },
          { start: t("2026-03-10T12:30:00Z"), end: t("2026-03-12T00:00:00Z") },
        ],
        at,
      ),
    ).toEqual(t("2026-03-10T12:30:00Z"));
  });

  it("a menu window closes at its end; a popup is still shown at its end and goes the millisecond after", () => {
    const window = [{ start: null, end: t("2026-03-10T13:00:00Z") }];
    expect(nextPublishChange(window, at)).toEqual(t("2026-03-10T13:00:00Z"));
    expect(nextInclusiveWindowChange(window, at)).toEqual(t("2026-03-10T13:00:00.001Z"));
    // At the end itself the popup still shows, and changes a millisecond later.
    expect(nextInclusiveWindowChange(window, t("2026-03-10T13:00:00Z"))).toEqual(t("2026-03-10T13:00:00.001Z"));
    expect(nextPublishChange(window, t("2026-03-10T13:00:00Z"))).toBeNull();
  });

  it("a start exactly now has already happened", () => {
    expect(nextPublishChange([{ start: at, end: null }], at)).toBeNull();
  });
});
