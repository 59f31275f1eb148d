import path from "node:path";

// What a demo picture is drawn from and where its files live: read by the seed (media.ts), the
// pre-made copies (premade.ts) and the artwork generator alike.

/** Resolved from the project root like the migrations. */
export const demoMediaDir = path.join(process.cwd(), "lib", "db", "demo-media");

export type DemoScene =
  | "biryani"
  | "karahi"
  | "tandoor"
  | "seekh"
  | "naan"
  | "gulab-jamun"
  | "mocktail-rose"
  | "mocktail-mint"
  | "mocktail-mango"
  | "lanterns"
  | "candle-table"
  | "banquet"
  | "jali";

export const DEMO_SIZES = {
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 1200, height: 1500 },
  hero: { width: 1920, height: 1080 },
  video: { width: 1280, height: 720 },
} as const;

export interface DemoArt {
  scene: DemoScene;
  seed: number;
  width: number;
  height: number;
  grain?: number;
}

export function demoArtFile(art: DemoArt): string {
  return `${art.scene}-${art.seed}-${art.width}x${art.height}.svg`;
}
