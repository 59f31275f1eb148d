/** The scenes `npm run site:art` renders into public/images/site, each at one source size and the same srcset widths. */
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

export const SITE_ART_SIZE: SiteArtSize = { width: 1600, height: 1067, widths: [640, 1024, 1600] };

export const SITE_ART = Object.fromEntries(SCENES.map((scene) => [scene, SITE_ART_SIZE])) as SiteArtManifest;
