import { describe, expect, it } from "vitest";
import { formatPrice } from "@/features/menu/price";

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

  it("matches Intl's en-GB pound format, rounding included, without building a formatter", () => {
    const intl = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const edges = [0, 0.005, 1.005, 2.675, 19.995, 0.1 + 0.2, 999.999, 1_000, 1_234_567.891, -3, -1_234.5, 1e-9, 1e21];
    // A fixed spread of three-decimal prices (no Math.random: a failure must reproduce).
    const spread = Array.from({ length: 5_000 }, (_, i) => (i * 7_919) / 1_000);
    const mismatches = [...edges, ...spread].filter((v) => formatPrice(v) !== intl.format(v));
    expect(mismatches).toEqual([]);
  });

  it("renders nothing for a non-number rather than £NaN", () => {
    expect(formatPrice(Number.NaN)).toBe("");
  });
});
