import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { HERO_DEMO } from "@/lib/db/seed/hero";
import { renderDemoArt } from "./demo-art";

const [outDir, width = "3840", height = "2160"] = process.argv.slice(2);
if (!outDir) {
  console.error("Usage: tsx scripts/render-demo-posters.ts <out-dir> [width] [height]");
  process.exit(1);
}

await mkdir(outDir, { recursive: true });
for (const hero of HERO_DEMO) {
  const png = await renderDemoArt(hero.scene, {
    width: Number(width),
    height: Number(height),
    seed: hero.seed,
    grain: hero.grain,
    format: "png",
  });
  const file = path.join(outDir, `${hero.file}.png`);
  await writeFile(file, png);
  console.log(`wrote ${file} (${Math.round(png.byteLength / 1024)} KB)`);
}
