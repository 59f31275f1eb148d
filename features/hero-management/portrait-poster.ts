import sharp from "sharp";
import { portraitSize, PORTRAIT_POSTER_HEIGHT, type PosterFormat } from "./poster-source";

export async function cropPortraitPoster(data: Uint8Array, format: PosterFormat): Promise<Buffer> {
  const meta = await sharp(data).metadata();
  const size = portraitSize({
    width: meta.width ?? PORTRAIT_POSTER_HEIGHT,
    height: meta.height ?? PORTRAIT_POSTER_HEIGHT,
  });
  const crop = sharp(data).resize({ ...size, fit: "cover", position: "centre" });
  return format === "avif" ? crop.avif({ quality: 50, effort: 2 }).toBuffer() : crop.webp({ quality: 72 }).toBuffer();
}
