import { describe, expect, it } from "vitest";
import {
  formatLondon,
  fromLondonLocal,
  isLondonLocal,
  londonDateOf,
  londonOffsetMinutes,
  toLondonLocal,
} from "@/lib/time/london";

describe("London wall-clock times", () => {
  it("reads winter times as GMT and summer times as BST", () => {
    expect(fromLondonLocal("2026-01-15T18:30").toISOString()).toBe("2026-01-15T18:30:00.000Z");
    expect(fromLondonLocal("2026-07-15T18:30").toISOString()).toBe("2026-07-15T17:30:00.000Z");
    expect(londonOffsetMinutes(new Date("2026-01-15T12:00:00Z"))).toBe(0);
    expect(londonOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(60);
  });

  it("round-trips instants to the London clock either side of both changes", () => {
    for (const iso of [
      "2026-03-29T00:59:00Z",
      "2026-03-29T01:00:00Z",
      "2026-10-25T00:30:00Z",
      "2026-10-25T01:30:00Z",
      "2026-12-31T23:59:00Z",
    ]) {
      const at = new Date(iso);
      const local = toLondonLocal(at);
      // 01:30 on the last Sunday of October happens twice; the first reading (BST) comes back.
      if (iso === "2026-10-25T01:30:00Z") expect(fromLondonLocal(local).toISOString()).toBe("2026-10-25T00:30:00.000Z");
      else expect(fromLondonLocal(local).toISOString()).toBe(new Date(iso).toISOString());
    }
  });

  it("clocks going forward: the hour that never happens moves on an hour", () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(toLondonLocal(new Date("2026-03-29T00:59:00Z"))).toBe("2026-03-29T00:59");
    expect(toLondonLocal(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T02:00");
    expect(fromLondonLocal("2026-03-29T01:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(toLondonLocal(fromLondonLocal("2026-03-29T01:30"))).toBe("2026-03-29T02:30");
    expect(fromLondonLocal("2026-03-29T02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("clocks going back: the repeated hour means its first (BST) occurrence", () => {
    // 25 October 2026: 02:00 BST becomes 01:00 GMT, so 01:30 happens twice.
    expect(fromLondonLocal("2026-10-25T01:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(fromLondonLocal("2026-10-25T02:30").toISOString()).toBe("2026-10-25T02:30:00.000Z");
    expect(fromLondonLocal("2026-10-25T00:30").toISOString()).toBe("2026-10-24T23:30:00.000Z");
  });

  it("knows the London date near midnight in summer", () => {
    expect(londonDateOf(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(londonDateOf(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("validates datetime-local values", () => {
    expect(isLondonLocal("2026-02-28T18:00")).toBe(true);
    expect(isLondonLocal("2026-02-29T18:00")).toBe(false);
    expect(isLondonLocal("2026-02-28T24:00")).toBe(false);
    expect(isLondonLocal("2026-02-28 18:00")).toBe(false);
    expect(() => fromLondonLocal("tomorrow")).toThrow();
  });

  it("formats for staff in London time", () => {
    expect(formatLondon(new Date("2026-07-15T17:30:00Z"))).toBe("Wed 15 Jul 2026, 6:30pm");
  });
});
