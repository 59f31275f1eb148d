import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ARTWORK } from "@/lib/db/seed";
import { demoArtFile } from "@/lib/db/seed/demo-art";
import {
  artFingerprint,
  countUnpremade,
  premadeDir,
  premadeEntry,
  premadeFiles,
  readDemoArtSvg,
  readPremadeManifest,
  readPremadeVariants,
} from "@/lib/db/seed/premade";
import { demoSeedStep } from "@/lib/db/seed/progress";
import { detectImageType } from "@/lib/storage/image-variants";

describe("the committed demo pictures", () => {
  it("are current for every demo artwork (run `npm run demo:art` after changing a scene)", async () => {
    const manifest = await readPremadeManifest();
    expect(Object.keys(manifest).sort()).toEqual(DEMO_ARTWORK.map(demoArtFile).sort());
    for (const art of DEMO_ARTWORK) {
      expect(await premadeEntry(art, { manifest }), demoArtFile(art)).not.toBeNull();
    }
    expect(await countUnpremade(DEMO_ARTWORK)).toBe(0);
  });

  it("are exactly the manifest's files, each a real image", async () => {
    const manifest = await readPremadeManifest();
    const expected = Object.values(manifest).flatMap((entry) => premadeFiles(entry.stem));
    expect((await readdir(premadeDir)).sort()).toEqual(expected.sort());
    for (const file of expected) {
      const type = detectImageType(new Uint8Array(await readFile(path.join(premadeDir, file))));
      expect(type, file).toBe(file.endsWith(".avif") ? "image/avif" : "image/webp");
    }
  });

  it("read back as the variants the seed stores, under the prefix asked for", async () => {
    const art = DEMO_ARTWORK[0]!;
    const entry = (await premadeEntry(art))!;
    const variants = await readPremadeVariants(art, "gallery");
    expect(variants).not.toBeNull();
    expect(variants!.webp.key).toBe(`gallery/${entry.stem}.webp`);
    expect(variants!.avif.key).toBe(`gallery/${entry.stem}.avif`);
    expect(variants!.thumbnail).toMatchObject({
      key: `gallery/${entry.stem}-thumb.webp`,
      width: entry.thumbWidth,
      height: entry.thumbHeight,
    });
    expect(variants!.thumbnailAvif.key).toBe(`gallery/${entry.stem}-thumb.avif`);
    expect([variants!.width, variants!.height]).toEqual([art.width, art.height]);
    expect(variants!.placeholder).toBe(entry.placeholder);
  });

  it("are not used once the artwork changed, or when a file is missing", async () => {
    const art = DEMO_ARTWORK[0]!;
    const manifest = await readPremadeManifest();
    const svg = await readDemoArtSvg(art);
    expect(artFingerprint(svg, art)).toBe(manifest[demoArtFile(art)]!.fingerprint);
    expect(artFingerprint(svg, { ...art, seed: art.seed + 1 })).not.toBe(artFingerprint(svg, art));
    expect(artFingerprint(svg, { ...art, grain: 0.5 })).not.toBe(artFingerprint(svg, art));
    const stale = { [demoArtFile(art)]: { ...manifest[demoArtFile(art)]!, fingerprint: "0000000000000000" } };
    expect(await readPremadeVariants(art, "gallery", { manifest: stale })).toBeNull();
    expect(await readPremadeVariants(art, "gallery", { manifest: {} })).toBeNull();

    const empty = await mkdtemp(path.join(os.tmpdir(), "premade-"));
    try {
      await writeFile(path.join(empty, `${manifest[demoArtFile(art)]!.stem}.webp`), "");
      expect(await readPremadeVariants(art, "gallery", { manifest, dir: empty })).toBeNull();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe("the first start's seeding line", () => {
  it("says whether the pictures are copied or made", () => {
    expect(demoSeedStep(0)).toBe("first start: adding the demo menu, gallery and hero (pre-made pictures)");
    expect(demoSeedStep(1)).toContain("making 1 demo picture without");
    expect(demoSeedStep(3)).toContain("making 3 demo pictures without a pre-made copy");
  });
});
