import { describe, expect, it } from "vitest";
import { printedText } from "@/components/print/printed-at";

describe("the printed list's time of printing", () => {
  it("is London's date and clock, summer and winter", () => {
    expect(printedText(new Date("2026-07-04T18:05:00Z"))).toBe("Printed Saturday 4 July 2026 at 19:05");
    expect(printedText(new Date("2026-12-24T23:30:00Z"))).toBe("Printed Thursday 24 December 2026 at 23:30");
  });
});
