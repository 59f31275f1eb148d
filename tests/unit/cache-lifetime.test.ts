import { describe, expect, it } from "vitest";
import { DAY_SECONDS, lifetimeOfSeconds, lifetimeUntil } from "@/lib/cache/lifetime";
import { nextLondonMidnight } from "@/lib/time/london";

describe("cache lifetime until the next change", () => {
  const now = new Date("2026-11-24T18:00:00Z");

  it("lasts a day when nothing is scheduled", () => {
    expect(lifetimeUntil(null, now)).toEqual({ stale: 300, revalidate: DAY_SECONDS, expire: DAY_SECONDS });
  });

  it("ends at the boundary, rounded up to the second", () => {
    expect(lifetimeUntil(new Date("2026-11-24T18:01:30.200Z"), now).revalidate).toBe(91);
    expect(lifetimeUntil(new Date("2026-11-24T20:00:00Z"), now).revalidate).toBe(7200);
  });

  it("keeps expire and stale at the floor that still lets Next pre-render the page", () => {
    // expire under 5 minutes or stale under 30 s would make the page a per-request render.
    expect(lifetimeOfSeconds(0.2)).toEqual({ stale: 30, revalidate: 1, expire: 300 });
    expect(lifetimeOfSeconds(90)).toEqual({ stale: 90, revalidate: 90, expire: 300 });
    expect(lifetimeOfSeconds(-5)).toEqual({ stale: 30, revalidate: 1, expire: 300 });
  });

  it("never exceeds a day, and revalidate never exceeds expire", () => {
    for (const seconds of [1, 29, 30, 299, 300, 301, 3600, DAY_SECONDS, 3 * DAY_SECONDS]) {
      const life = lifetimeOfSeconds(seconds);
      expect(life.revalidate).toBeLessThanOrEqual(DAY_SECONDS);
      expect(life.revalidate).toBeLessThanOrEqual(life.expire);
      expect(life.stale).toBeGreaterThanOrEqual(30);
      expect(life.expire).toBeGreaterThanOrEqual(300);
    }
  });
});

describe("next London midnight", () => {
  it("in winter (GMT) and in summer (BST)", () => {
    expect(nextLondonMidnight(new Date("2026-11-24T18:00:00Z"))).toEqual(new Date("2026-11-25T00:00:00Z"));
    expect(nextLondonMidnight(new Date("2026-07-01T12:00:00Z"))).toEqual(new Date("2026-07-01T23:00:00Z"));
    // 23:30 UTC on 1 July is already 00:30 on 2 July in London.
    expect(nextLondonMidnight(new Date("2026-07-01T23:30:00Z"))).toEqual(new Date("2026-07-02T23:00:00Z"));
  });

  it("on the days the clocks change (23- and 25-hour days)", () => {
    expect(nextLondonMidnight(new Date("2026-03-29T00:30:00Z"))).toEqual(new Date("2026-03-29T23:00:00Z"));
    expect(nextLondonMidnight(new Date("2026-10-24T23:30:00Z"))).toEqual(new Date("2026-10-26T00:00:00Z"));
  });

  it("at midnight exactly, the next one is a day later", () => {
    expect(nextLondonMidnight(new Date("2026-11-25T00:00:00Z"))).toEqual(new Date("2026-11-26T00:00:00Z"));
  });
});
