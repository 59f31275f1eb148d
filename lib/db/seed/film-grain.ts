import sharp from "sharp";
import { seededRandom } from "@/lib/random/seeded";

export interface RasterOptions {
  seed: number;
  grain?: number;
  format?: "jpeg" | "png";
}

async function grainTile(seed: number, strength: number): Promise<Buffer> {
  const size = 256;
  const next = seededRandom(seed ^ 0x9e3779b9);
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    const gauss = (next() + next() + next() - 1.5) / 1.5;
    const v = Math.max(0, Math.min(255, Math.round(128 + gauss * 34 * strength)));
    pixels[i * 3] = v;
    pixels[i * 3 + 1] = v;
    pixels[i * 3 + 2] = v;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

export async function rasterizeDemoArt(svg: string | Buffer, opts: RasterOptions): Promise<Buffer> {
  const grain = opts.grain ?? 1;
  let image = sharp(typeof svg === "string" ? Buffer.from(svg) : svg);
  if (grain > 0) {
    image = image.composite([{ input: await grainTile(opts.seed, grain), tile: true, blend: "soft-light" }]);
  }
  return opts.format === "png"
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image.jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer();
}
