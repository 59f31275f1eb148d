import { describe, expect, it } from "vitest";
import { SWIPE_MIN_DISTANCE, swipeStep } from "@/features/gallery/swipe";

describe("swipeStep", () => {
  it("right to left is the next image, left to right the previous", () => {
    expect(swipeStep(-260, 10)).toBe(1);
    expect(swipeStep(260, -10)).toBe(-1);
  });
  it("a short drag is no swipe", () => {
    expect(swipeStep(-(SWIPE_MIN_DISTANCE - 1), 0)).toBe(0);
    expect(swipeStep(-SWIPE_MIN_DISTANCE, 0)).toBe(1);
  });
  it("mostly up or down is no swipe", () => {
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(80, -80)).toBe(0);
  });
});
