import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEMO_ARTWORK, demoMediaDir } from "@/lib/db/seed";
import { demoArtFile } from "@/lib/db/seed/demo-art";
import {
  premadeDir,
  premadeEntry,
  premadeFiles,
  premadeFromVariants,
  premadeManifestFile,
  readPremadeManifest,
  type PremadeManifest,
} from "@/lib/db/seed/premade";
import { demoArtSvg } from "./index";

const wanted = new Set<string>();
const svgs = new Map<string, Buffer>();
for (const art of DEMO_ARTWORK) {
  const file = demoArtFile(art);
  wanted.add(file);
  const svg = demoArtSvg(art.scene, art);
  svgs.set(file, Buffer.from(`${svg}\n`));
  await writeFile(path.join(demoMediaDir, file), `${svg}\n`);
  console.log(`${file} ${Math.round(svg.length / 1024)} KB`);
}
for (const file of await readdir(demoMediaDir)) {
  if (file.endsWith(".svg") && !wanted.has(file)) {
    await rm(path.join(demoMediaDir, file));
    console.log(`removed ${file}`);
  }
}

// The pictures a first start copies (lib/db/seed/premade.ts). Only a changed artwork is re-encoded,
// so re-running this does not churn committed binaries.
await mkdir(premadeDir, { recursive: true });
const previous = await readPremadeManifest();
const manifest: PremadeManifest = {};
for (const art of DEMO_ARTWORK) {
  const file = demoArtFile(art);
  const svg = svgs.get(file)!;
  const current = await premadeEntry(art, { manifest: previous, svg });
  const present = new Set(await readdir(premadeDir));
  if (current && premadeFiles(current.stem).every((f) => present.has(f))) {
    manifest[file] = current;
    continue;
  }
  const { entry, files } = await premadeFromVariants(art, svg);
  for (const [name, data] of files) await writeFile(path.join(premadeDir, name), data);
  manifest[file] = entry;
  const bytes = [...files.values()].reduce((n, d) => n + d.length, 0);
  console.log(`${file}: pictures ${Math.round(bytes / 1024)} KB`);
}
const keep = new Set(Object.values(manifest).flatMap((e) => premadeFiles(e.stem)));
for (const file of await readdir(premadeDir)) {
  if (!keep.has(file)) {
    await rm(path.join(premadeDir, file));
    console.log(`removed pictures/${file}`);
  }
}
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(premadeManifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
