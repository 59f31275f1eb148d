import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEMO_ARTWORK, demoMediaDir } from "@/lib/db/seed";
import { demoArtFile } from "@/lib/db/seed/media";
import { demoArtSvg } from "./index";

const wanted = new Set<string>();
for (const art of DEMO_ARTWORK) {
  const file = demoArtFile(art);
  wanted.add(file);
  const svg = demoArtSvg(art.scene, art);
  await writeFile(path.join(demoMediaDir, file), `${svg}\n`);
  console.log(`${file} ${Math.round(svg.length / 1024)} KB`);
}
for (const file of await readdir(demoMediaDir)) {
  if (file.endsWith(".svg") && !wanted.has(file)) {
    await rm(path.join(demoMediaDir, file));
    console.log(`removed ${file}`);
  }
}
