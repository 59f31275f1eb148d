import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isPlaceholder, placeholderBackground, placeholderFromPixels } from "@/lib/storage/placeholder";
import { imagePlaceholder, makeImageVariants } from "@/lib/storage/image-variants";

/** A picture red above, blue below. */
async function twoBands(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="100" fill="#c81e1e"/><rect y="100" width="300" height="100" fill="#1e3cb4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

const close = (hex: string, r: number, g: number, b: number) => {
  const [x, y, z] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.abs(x! - r) < 24 && Math.abs(y! - g) < 24 && Math.abs(z! - b) < 24;
};

describe("gallery placeholders", () => {
  it("are the colours of a picture's top and bottom halves, a few bytes", async () => {
    const value = (await imagePlaceholder(await twoBands()))!;
    expect(isPlaceholder(value)).toBe(true);
    const [top, bottom] = value.split(" ");
    expect(close(top!, 0xc8, 0x1e, 0x1e)).toBe(true);
    expect(close(bottom!, 0x1e, 0x3c, 0xb4)).toBe(true);
    // Every upload gets one with its variants.
    expect((await makeImageVariants(await twoBands(), { prefix: "gallery" })).placeholder).toBe(value);
  });

  it("paint as a short CSS background, and nothing malformed reaches a style", () => {
    expect(placeholderFromPixels(new Uint8Array([0, 16, 255, 1, 2, 3]))).toBe("#0010ff #010203");
    expect(placeholderFromPixels(new Uint8Array([1, 2]))).toBeNull();
    expect(placeholderBackground("#0010ff #010203")).toBe("linear-gradient(#0010ff,#010203)");
    expect(placeholderBackground("#0010ff #0010ff")).toBe("#0010ff");
    for (const bad of [null, undefined, "", "red", "#0010ff", "#0010ff #010203;}body{x", "url(x) #010203"])
      expect(placeholderBackground(bad)).toBeUndefined();
  });
});
