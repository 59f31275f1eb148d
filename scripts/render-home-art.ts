import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { renderDemoArt, type DemoScene } from "./demo-art";
import { cropPortraitPoster } from "@/features/hero-management/portrait-poster";

const OUT = path.join(process.cwd(), "public", "images", "home");

const ART: Array<{ name: string; scene: DemoScene; seed: number; width: number; height: number; widths: number[] }> = [
  { name: "karahi", scene: "karahi", seed: 404, width: 1200, height: 1500, widths: [480, 800] },
  { name: "biryani", scene: "biryani", seed: 4747, width: 1200, height: 1500, widths: [480, 800] },
  { name: "hero", scene: "lanterns", seed: 47, width: 1920, height: 1080, widths: [960, 1920] },
  { name: "banquet", scene: "banquet", seed: 505, width: 1600, height: 1067, widths: [800, 1400] },
];

await mkdir(OUT, { recursive: true });
for (const art of ART) {
  const source = await renderDemoArt(art.scene, { width: art.width, height: art.height, seed: art.seed, grain: 0.7 });
  for (const width of art.widths) {
    const base = sharp(source).resize({ width });
    const avif = await base.clone().avif({ quality: 50, effort: 6 }).toBuffer();
    const webp = await base.clone().webp({ quality: 72, effort: 6 }).toBuffer();
    await writeFile(path.join(OUT, `${art.name}-${width}.avif`), avif);
    await writeFile(path.join(OUT, `${art.name}-${width}.webp`), webp);
    console.log(
      `${art.name}-${width}: avif ${Math.round(avif.byteLength / 1024)} KB, webp ${Math.round(webp.byteLength / 1024)} KB`,
    );
  }
  if (art.name === "hero") {
    for (const format of ["avif", "webp"] as const) {
      const crop = await cropPortraitPoster(await sharp(source).png().toBuffer(), format);
      await writeFile(path.join(OUT, `hero-portrait-608.${format}`), crop);
      console.log(`hero-portrait-608.${format}: ${Math.round(crop.byteLength / 1024)} KB`);
    }
  }
}
