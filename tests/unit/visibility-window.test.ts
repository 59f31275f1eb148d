import { describe, expect, it } from "vitest";
import { asOfMinute, isWithinInclusiveWindow, isWithinPublishWindow } from "@/lib/visibility/window";

describe("asOfMinute", () => {
  it("truncates to the start of the minute", () => {
    expect(asOfMinute(new Date("2026-03-10T18:04:59.999Z"))).toBe("2026-03-10T18:04:00.000Z");
    expect(asOfMinute(new Date("2026-03-10T18:05:00.000Z"))).toBe("2026-03-10T18:05:00.000Z");
  });

  it("gives every request in one minute the same key", () => {
    expect(asOfMinute(new Date("2026-03-10T18:04:01Z"))).toBe(asOfMinute(new Date("2026-03-10T18:04:58Z")));
  });
});

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
