import { describe, expect, it } from "vitest";
import {
  choosePopup,
  DISMISSAL_TTL_MS,
  eligiblePopups,
  isDismissed,
  normalisePath,
} from "@/features/popups/eligibility";
import type { Dismissals, PublicPopup } from "@/features/popups/types";

const now = new Date("2026-03-10T12:00:00Z");
const none: Dismissals = { session: new Set(), persistent: {} };

function popup(overrides: Partial<PublicPopup> = {}): PublicPopup {
  return {
    id: "p1",
    headline: "Hello",
    bodyHtml: "",
    imageUrl: null,
    imageAlt: null,
    ctaLabel: null,
    ctaUrl: null,
    dismissible: true,
    pages: ["/"],
    audience: "everyone",
    frequency: "session",
    priority: 0,
    createdAt: "2026-03-01T00:00:00Z",
    startAt: null,
    endAt: null,
    ...overrides,
  };
}

const ctx = (o: Partial<Parameters<typeof eligiblePopups>[1]> = {}) => ({
  path: "/",
  isReturning: false,
  dismissals: none,
  now,
  ...o,
});

describe("page matching", () => {
  it("shows only where the current path is in pages", () => {
    const p = popup({ pages: ["/menu", "/gallery"] });
    expect(eligiblePopups([p], ctx({ path: "/menu" }))).toHaveLength(1);
    expect(eligiblePopups([p], ctx({ path: "/" }))).toHaveLength(0);
    expect(eligiblePopups([p], ctx({ path: "/menu/extra" }))).toHaveLength(0);
  });
  it("ignores a trailing slash, query and hash", () => {
    expect(eligiblePopups([popup({ pages: ["/menu/"] })], ctx({ path: "/menu?diet=vegan#x" }))).toHaveLength(1);
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("/gallery///")).toBe("/gallery");
  });
  it("a popup with no pages shows nowhere", () => {
    expect(eligiblePopups([popup({ pages: [] })], ctx())).toHaveLength(0);
  });
});

describe("audience", () => {
  it('"new" is hidden from returning visitors', () => {
    const p = popup({ audience: "new" });
    expect(eligiblePopups([p], ctx({ isReturning: false }))).toHaveLength(1);
    expect(eligiblePopups([p], ctx({ isReturning: true }))).toHaveLength(0);
  });
  it('"returning" is hidden from first-time visitors', () => {
    const p = popup({ audience: "returning" });
    expect(eligiblePopups([p], ctx({ isReturning: true }))).toHaveLength(1);
    expect(eligiblePopups([p], ctx({ isReturning: false }))).toHaveLength(0);
  });
  it("any other audience means everyone", () => {
    for (const audience of ["everyone", "all", ""]) {
      const p = popup({ audience });
      expect(eligiblePopups([p], ctx({ isReturning: true }))).toHaveLength(1);
      expect(eligiblePopups([p], ctx({ isReturning: false }))).toHaveLength(1);
    }
  });
});

describe("dismissal by frequency", () => {
  it('"always" is never treated as dismissed', () => {
    const p = popup({ frequency: "always" });
    expect(isDismissed(p, { session: new Set(["p1"]), persistent: { p1: now.getTime() } }, now)).toBe(false);
  });
  it('"session" is dismissed for the browser session only', () => {
    const p = popup({ frequency: "session" });
    expect(isDismissed(p, { session: new Set(["p1"]), persistent: {} }, now)).toBe(true);
    expect(isDismissed(p, { session: new Set(), persistent: { p1: now.getTime() } }, now)).toBe(false);
  });
  it("anything else is persistent, for 90 days", () => {
    for (const frequency of ["persistent", "once", ""]) {
      const p = popup({ frequency });
      expect(isDismissed(p, { session: new Set(), persistent: { p1: now.getTime() - 1000 } }, now)).toBe(true);
      expect(isDismissed(p, { session: new Set(), persistent: { p1: now.getTime() - DISMISSAL_TTL_MS } }, now)).toBe(
        false,
      );
      expect(isDismissed(p, { session: new Set(["p1"]), persistent: {} }, now)).toBe(false);
    }
  });
});

describe("window and order", () => {
  it("drops a popup whose end_at passed while the page was open", () => {
    expect(eligiblePopups([popup({ endAt: "2026-03-10T11:59:00Z" })], ctx())).toHaveLength(0);
    expect(eligiblePopups([popup({ startAt: "2026-03-10T12:01:00Z" })], ctx())).toHaveLength(0);
    expect(
      eligiblePopups([popup({ startAt: "2026-03-10T11:00:00Z", endAt: "2026-03-10T12:00:00Z" })], ctx()),
    ).toHaveLength(1);
  });
  it("highest priority first, then newest", () => {
    const list = [
      popup({ id: "low", priority: 1, createdAt: "2026-03-09T00:00:00Z" }),
      popup({ id: "high-old", priority: 5, createdAt: "2026-03-01T00:00:00Z" }),
      popup({ id: "high-new", priority: 5, createdAt: "2026-03-05T00:00:00Z" }),
    ];
    expect(eligiblePopups(list, ctx()).map((p) => p.id)).toEqual(["high-new", "high-old", "low"]);
    expect(choosePopup(list, ctx())?.id).toBe("high-new");
  });
  it("a dismissed top popup gives way to the next", () => {
    const list = [popup({ id: "a", priority: 9 }), popup({ id: "b", priority: 1 })];
    expect(choosePopup(list, ctx({ dismissals: { session: new Set(["a"]), persistent: {} } }))?.id).toBe("b");
    expect(choosePopup([], ctx())).toBeNull();
  });
});
