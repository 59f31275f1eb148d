import { describe, expect, it } from "vitest";
import { parseRange } from "@/lib/storage/range";

describe("parseRange", () => {
  it.each([
    ["bytes=0-", { start: 0, end: 999 }],
    ["bytes=100-199", { start: 100, end: 199 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
  ])("%s", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it("no header or a multi-range request: the whole file", () => {
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
  });

  it("unsatisfiable or malformed: invalid", () => {
    for (const h of ["bytes=1000-", "bytes=5-2", "bytes=-0", "bytes=-", "items=0-1", "bytes=abc"])
      expect(parseRange(h, 1000), h).toBe("invalid");
  });
});
