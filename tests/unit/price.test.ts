import { describe, expect, it } from "vitest";
import { formatPrice } from "@/lib/format/price";

describe("formatPrice", () => {
  it.each([
    [8.5, "£8.50"],
    [8.95, "£8.95"],
    [11, "£11.00"],
    [0.5, "£0.50"],
    [1234.5, "£1,234.50"],
    [7.999, "£8.00"],
  ])("%s → %s", (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it("renders nothing for a non-number rather than £NaN", () => {
    expect(formatPrice(Number.NaN)).toBe("");
  });
});
