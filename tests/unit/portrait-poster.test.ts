import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cropPortraitPoster } from "@/features/hero-management/portrait-poster";

/** A 1920 x 1080 poster: red on the left third, green in the middle, blue on the right. */
async function landscapePoster(): Promise<Buffer> {
  const band = (r: number, g: number, b: number) =>
    sharp({ create: { width: 640, height: 1080, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  const [left, middle, right] = await Promise.all([band(220, 0, 0), band(0, 200, 0), band(0, 0, 220)]);
  return sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#000" } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: middle, left: 640, top: 0 },
      { input: right, left: 1280, top: 0 },
    ])
    .png()
    .toBuffer();
}

describe("cropPortraitPoster", () => {
  it.each(["avif", "webp"] as const)("keeps the middle of the poster at 9:16 as %s", async (format) => {
    const crop = await cropPortraitPoster(await landscapePoster(), format);
    const meta = await sharp(crop).metadata();
    expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
    expect([meta.width, meta.height]).toEqual([608, 1080]);
    // Every pixel comes from the green middle band: nothing of the red or blue sides survives.
    const { data, info } = await sharp(crop).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const x of [0, Math.floor(info.width / 2), info.width - 1]) {
      const i = (Math.floor(info.height / 2) * info.width + x) * 3;
      expect(data[i + 1]).toBeGreaterThan(150);
      expect(data[i]).toBeLessThan(60);
      expect(data[i + 2]).toBeLessThan(60);
    }
  });

  it("is smaller than the landscape poster it comes from", async () => {
    const poster = await landscapePoster();
    const fullAvif = await sharp(poster).avif({ quality: 50, effort: 2 }).toBuffer();
    const crop = await cropPortraitPoster(poster, "avif");
    expect(crop.byteLength).toBeLessThan(fullAvif.byteLength);
  });
});
