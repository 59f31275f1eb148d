/**
 * The home page's hero poster is served from two stable addresses, /hero/poster.avif and
 * /hero/poster.webp, so the page names the staff's current poster without knowing its file: the
 * browser starts loading the largest paint at once, and a new poster needs no new page.
 */
export const HERO_POSTER_PATHS = { avif: "/hero/poster.avif", webp: "/hero/poster.webp" } as const;
export type PosterFormat = keyof typeof HERO_POSTER_PATHS;
/**
 * A phone held upright shows the middle of the landscape poster, cropped to cover: about a
 * quarter of its pixels. The portrait poster is that middle at 9:16 (made by
 * lib/hero/portrait-poster.ts), so the phone downloads only what it shows: a 1920 x 1080 poster
 * becomes 608 x 1080, about a fifth of the bytes.
 */
export const HERO_PORTRAIT_POSTER_PATHS = { avif: "/hero/poster-portrait.avif", webp: "/hero/poster-portrait.webp" } as const;
export const PORTRAIT_POSTER_HEIGHT = 1080;

export function portraitSize(source: { width: number; height: number }): { width: number; height: number } {
  const height = Math.min(source.height, PORTRAIT_POSTER_HEIGHT);
  return { width: Math.min(source.width, Math.round((height * 9) / 16)), height };
}

/** The house art shown when no hero video is published (scripts/render-home-art.ts). */
export const HOUSE_POSTER = { avif: "/images/home/hero-1920.avif", webp: "/images/home/hero-1920.webp" } as const;
export const HOUSE_PORTRAIT_POSTER = { avif: "/images/home/hero-portrait-608.avif", webp: "/images/home/hero-portrait-608.webp" } as const;

export type PosterSource =
  /** A file in the project's media store (served locally under /media/). */
  | { kind: "stored"; key: string }
  /** A file elsewhere (e.g. a public storage bucket): fetched and passed through. */
  | { kind: "remote"; url: string }
  /** A file of the site itself (public/): the browser is sent there. */
  | { kind: "redirect"; path: string };

export function posterFormatFromFile(file: string): PosterFormat | null {
  if (file === "poster.avif") return "avif";
  if (file === "poster.webp") return "webp";
  return null;
}

export function portraitPosterFormatFromFile(file: string): PosterFormat | null {
  if (file === "poster-portrait.avif") return "avif";
  if (file === "poster-portrait.webp") return "webp";
  return null;
}

/**
 * Where the poster of the first hero slide lives, in the asked format when it exists (a poster
 * without an AVIF twin is served as WebP under either name; browsers decode by content).
 */
export function posterSource(first: { poster: string; posterAvif: string | null } | undefined, format: PosterFormat): PosterSource {
  if (!first) return { kind: "redirect", path: HOUSE_POSTER[format] };
  const url = format === "avif" ? (first.posterAvif ?? first.poster) : first.poster;
  if (url.startsWith("/media/")) return { kind: "stored", key: url.slice("/media/".length) };
  if (/^https?:\/\//i.test(url)) return { kind: "remote", url };
  if (url.startsWith("/") && !url.startsWith("//")) return { kind: "redirect", path: url };
  return { kind: "redirect", path: HOUSE_POSTER[format] };
}
