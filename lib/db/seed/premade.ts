import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { rasterizeDemoArt } from "@/lib/db/seed/film-grain";
import { demoArtFile, demoMediaDir, type DemoArt } from "@/lib/db/seed/demo-art";
import { makeImageVariants, type ImageVariants } from "@/lib/storage/image-variants";

/**
 * The demo pictures' image variants, made once by `npm run demo:art` and committed, so a first start
 * copies them instead of spending most of a minute rasterising and encoding. An artwork without a
 * current pre-made copy (its SVG, seed or grain changed since) is made at seed time as before.
 */
export const premadeDir = path.join(demoMediaDir, "pictures");
export const premadeManifestFile = path.join(demoMediaDir, "pictures.json");

export interface PremadeEntry {
  /** Of the SVG and the raster options: a stale copy is never used. */
  fingerprint: string;
  /** The variants' file stem: the content hash a seed-time encoding gives the same picture. */
  stem: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  placeholder: string | null;
}

export type PremadeManifest = Record<string, PremadeEntry>;

const VARIANT_FILES = {
  webp: { suffix: ".webp", contentType: "image/webp" },
  avif: { suffix: ".avif", contentType: "image/avif" },
  thumbnail: { suffix: "-thumb.webp", contentType: "image/webp" },
  thumbnailAvif: { suffix: "-thumb.avif", contentType: "image/avif" },
} as const;

type VariantName = keyof typeof VARIANT_FILES;
const VARIANT_NAMES = Object.keys(VARIANT_FILES) as VariantName[];

export function premadeFiles(stem: string): string[] {
  return VARIANT_NAMES.map((name) => `${stem}${VARIANT_FILES[name].suffix}`);
}

export function artFingerprint(svg: Uint8Array, art: Pick<DemoArt, "seed" | "grain">): string {
  return createHash("sha256")
    .update(svg)
    .update(`|seed=${art.seed}|grain=${art.grain ?? 1}`)
    .digest("hex")
    .slice(0, 16);
}

export function readDemoArtSvg(art: DemoArt): Promise<Buffer> {
  return readFile(path.join(demoMediaDir, demoArtFile(art)));
}

/** The slow way: rasterise the SVG with its grain and encode every variant. */
export async function makeDemoVariants(art: DemoArt, prefix: string, svg?: Uint8Array): Promise<ImageVariants> {
  const jpeg = await rasterizeDemoArt(Buffer.from(svg ?? (await readDemoArtSvg(art))), {
    seed: art.seed,
    grain: art.grain,
  });
  return makeImageVariants(jpeg, { prefix });
}

let manifestCache: { file: string; manifest: Promise<PremadeManifest> } | undefined;

export function readPremadeManifest(file = premadeManifestFile): Promise<PremadeManifest> {
  if (manifestCache?.file !== file) {
    manifestCache = {
      file,
      manifest: readFile(file, "utf8")
        .then((text) => JSON.parse(text) as PremadeManifest)
        .catch((): PremadeManifest => ({})),
    };
  }
  return manifestCache.manifest;
}

/** The current pre-made entry for `art`, or null when there is none or its SVG has changed since. */
export async function premadeEntry(
  art: DemoArt,
  opts: { manifest?: PremadeManifest; svg?: Uint8Array } = {},
): Promise<PremadeEntry | null> {
  const manifest = opts.manifest ?? (await readPremadeManifest());
  const entry = manifest[demoArtFile(art)];
  if (!entry) return null;
  const svg = opts.svg ?? (await readDemoArtSvg(art).catch(() => null));
  if (!svg || artFingerprint(svg, art) !== entry.fingerprint) return null;
  return entry;
}

/** The committed variants of `art` under `prefix`, or null when they are missing or stale. */
export async function readPremadeVariants(
  art: DemoArt,
  prefix: string,
  opts: { manifest?: PremadeManifest; dir?: string } = {},
): Promise<ImageVariants | null> {
  const entry = await premadeEntry(art, { manifest: opts.manifest });
  if (!entry) return null;
  const dir = opts.dir ?? premadeDir;
  try {
    const [webp, avif, thumbnail, thumbnailAvif] = await Promise.all(
      premadeFiles(entry.stem).map(async (file) => new Uint8Array(await readFile(path.join(dir, file)))),
    );
    const variant = (name: VariantName, data: Uint8Array | undefined) => {
      if (!data || data.length === 0) throw new Error(`empty pre-made ${name}`);
      const { suffix, contentType } = VARIANT_FILES[name];
      return { key: `${prefix}/${entry.stem}${suffix}`, data, contentType };
    };
    return {
      webp: variant("webp", webp),
      avif: variant("avif", avif),
      thumbnail: { ...variant("thumbnail", thumbnail), width: entry.thumbWidth, height: entry.thumbHeight },
      thumbnailAvif: variant("thumbnailAvif", thumbnailAvif),
      width: entry.width,
      height: entry.height,
      placeholder: entry.placeholder,
    };
  } catch {
    return null;
  }
}

/** What `npm run demo:art` commits for one artwork: its variants' bytes by file name, and the entry. */
export async function premadeFromVariants(
  art: DemoArt,
  svg: Uint8Array,
): Promise<{ entry: PremadeEntry; files: Map<string, Uint8Array> }> {
  const variants = await makeDemoVariants(art, "premade", svg);
  const stem = path.posix.basename(variants.webp.key, VARIANT_FILES.webp.suffix);
  const files = new Map<string, Uint8Array>();
  for (const name of VARIANT_NAMES) files.set(`${stem}${VARIANT_FILES[name].suffix}`, variants[name].data);
  return {
    entry: {
      fingerprint: artFingerprint(svg, art),
      stem,
      width: variants.width,
      height: variants.height,
      thumbWidth: variants.thumbnail.width,
      thumbHeight: variants.thumbnail.height,
      placeholder: variants.placeholder,
    },
    files,
  };
}

/** How many of `arts` have no current pre-made copy, so the seed must make them (slowly). */
export async function countUnpremade(arts: readonly DemoArt[]): Promise<number> {
  const manifest = await readPremadeManifest();
  const entries = await Promise.all(arts.map((art) => premadeEntry(art, { manifest })));
  return entries.filter((e) => e === null).length;
}
