import type { DemoScene } from "@/lib/db/seed/media";
import { rasterizeDemoArt } from "@/lib/media/film-grain";
import { Canvas, createRng } from "./canvas";
import { biryani, karahi, tandoor } from "./dishes";
import { DRINKS, mocktail } from "./drinks";
import { banquet, candleTable, jali, lanterns } from "./rooms";
import { gulabJamun, naan, seekh } from "./small-dishes";

/**
 * The project's own placeholder artwork: moody, dark-ground food and interior compositions drawn as
 * SVG. They stand in for photography until staff upload their own, so a fresh install looks like a
 * restaurant's site rather than a template of grey boxes. Everything is deterministic from a seed:
 * the same seed always gives the same SVG, and with the same grain the same raster bytes.
 */

export type { DemoScene };

export interface DemoArtOptions {
  width: number;
  height: number;
  seed: number;
  /** Film-grain strength, 0..1.5 (default 1). Video posters use less: grain costs bitrate. */
  grain?: number;
}

const SCENES: Record<DemoScene, (c: Canvas) => void> = {
  biryani,
  karahi,
  tandoor,
  seekh,
  naan,
  "gulab-jamun": gulabJamun,
  "mocktail-rose": (c) => mocktail(c, DRINKS["mocktail-rose"]),
  "mocktail-mint": (c) => mocktail(c, DRINKS["mocktail-mint"]),
  "mocktail-mango": (c) => mocktail(c, DRINKS["mocktail-mango"]),
  lanterns,
  "candle-table": candleTable,
  banquet,
  jali,
};

/** The scene as an SVG string (no grain: that is added in raster, where it is cheap). */
export function demoArtSvg(scene: DemoScene, opts: DemoArtOptions): string {
  const canvas = new Canvas(Math.round(opts.width), Math.round(opts.height), createRng(opts.seed));
  SCENES[scene](canvas);
  return canvas.toSvg();
}

/** The scene rasterised with its film grain, for the scripts that render the site's fixed artwork. */
export async function renderDemoArt(scene: DemoScene, opts: DemoArtOptions & { format?: "jpeg" | "png" }): Promise<Buffer> {
  return rasterizeDemoArt(demoArtSvg(scene, opts), { seed: opts.seed, grain: opts.grain, format: opts.format });
}
