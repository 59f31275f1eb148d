import type { DemoScene } from "@/lib/db/seed/demo-art";
import { rasterizeDemoArt } from "@/lib/db/seed/film-grain";
import { Canvas, createRng } from "./canvas";
import { biryani, karahi } from "./dishes";
import { tandoor } from "./tandoor";
import { DRINKS, mocktail } from "./drinks";
import { banquet, candleTable, jali, lanterns } from "./rooms";
import { gulabJamun, naan, seekh } from "./small-dishes";

export type { DemoScene };

export interface DemoArtOptions {
  width: number;
  height: number;
  seed: number;
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

export function demoArtSvg(scene: DemoScene, opts: DemoArtOptions): string {
  const canvas = new Canvas(Math.round(opts.width), Math.round(opts.height), createRng(opts.seed));
  SCENES[scene](canvas);
  return canvas.toSvg();
}

export async function renderDemoArt(
  scene: DemoScene,
  opts: DemoArtOptions & { format?: "jpeg" | "png" },
): Promise<Buffer> {
  return rasterizeDemoArt(demoArtSvg(scene, opts), { seed: opts.seed, grain: opts.grain, format: opts.format });
}
