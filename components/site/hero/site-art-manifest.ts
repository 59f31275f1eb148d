/** The scenes scripts/render-site-art.ts renders, each at one source size and the same srcset widths. */
const SCENES = [
  "lanterns",
  "banquet",
  "candle-table",
  "jali",
  "biryani",
  "karahi",
  "tandoor",
  "seekh",
  "naan",
  "gulab-jamun",
  "mocktail-rose",
  "mocktail-mint",
  "mocktail-mango",
] as const;

export type SiteArtName = (typeof SCENES)[number];

interface SiteArtSize {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

type SiteArtManifest = Readonly<Record<SiteArtName, SiteArtSize>>;

const RENDERED: SiteArtSize = { width: 1600, height: 1067, widths: [640, 1024, 1600] };

export const SITE_ART = Object.fromEntries(SCENES.map((scene) => [scene, RENDERED])) as SiteArtManifest;
