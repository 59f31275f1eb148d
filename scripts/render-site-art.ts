import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SITE_ART_SIZE, type SiteArtName } from "@/components/site/art/site-art-manifest";
import { renderDemoArt } from "./demo-art";

// Every scene the manifest lists, with the seed that draws it.
const ART: ReadonlyArray<[scene: SiteArtName, seed: number]> = [
  ["lanterns", 47],
  ["banquet", 11],
  ["candle-table", 23],
  ["jali", 5],
  ["biryani", 3],
  ["karahi", 8],
  ["tandoor", 19],
  ["seekh", 31],
  ["naan", 13],
  ["gulab-jamun", 17],
  ["mocktail-rose", 29],
  ["mocktail-mint", 37],
  ["mocktail-mango", 41],
];

const { widths: WIDTHS, ...SOURCE } = SITE_ART_SIZE;
const MAX_BYTES = 120 * 1024;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const outDir = path.join(root, "public", "images", "site");
await mkdir(outDir, { recursive: true });

for (const [scene, seed] of ART) {
  const png = await renderDemoArt(scene, { ...SOURCE, seed, grain: 0.45, format: "png" });
  for (const width of WIDTHS) {
    const height = Math.round((SOURCE.height * width) / SOURCE.width);
    let quality = width >= 1600 ? 62 : 68;
    let webp: Buffer;
    do {
      webp = await sharp(png).resize(width, height).webp({ quality, effort: 6 }).toBuffer();
      quality -= 6;
    } while (webp.byteLength > MAX_BYTES && quality > 30);
    await writeFile(path.join(outDir, `${scene}-${width}.webp`), webp);
    console.log(`${scene}-${width}.webp ${Math.round(webp.byteLength / 1024)} KB`);
  }
}
