import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ARTWORK, demoMediaDir } from "@/lib/db/seed";
import { demoArtFile } from "@/lib/db/seed/demo-art";
import { demoArtSvg } from "../../scripts/demo-art";

describe("the committed demo artwork", () => {
  it("is exactly what the generator paints (run `npm run demo:art` after changing a scene)", () => {
    for (const art of DEMO_ARTWORK) {
      const committed = readFileSync(path.join(demoMediaDir, demoArtFile(art)), "utf8");
      expect(committed === `${demoArtSvg(art.scene, art)}\n`, demoArtFile(art)).toBe(true);
    }
  });

  it("has one SVG per listed artwork and no strays", () => {
    const files = readdirSync(demoMediaDir).filter((f) => f.endsWith(".svg"));
    expect(files.sort()).toEqual(DEMO_ARTWORK.map(demoArtFile).sort());
  });

  it("paints the same SVG for the same seed, and a different one for another seed", () => {
    const opts = { width: 800, height: 600, seed: 7 };
    expect(demoArtSvg("biryani", opts)).toBe(demoArtSvg("biryani", opts));
    expect(demoArtSvg("biryani", { ...opts, seed: 8 })).not.toBe(demoArtSvg("biryani", opts));
  });
});
