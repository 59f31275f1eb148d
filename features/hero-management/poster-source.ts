// Stable /hero/poster.* addresses let the pre-rendered page preload the poster before the hero streams in.
export const HERO_POSTER_PATHS = { avif: "/hero/poster.avif", webp: "/hero/poster.webp" } as const;
export type PosterFormat = keyof typeof HERO_POSTER_PATHS;
export const HERO_PORTRAIT_POSTER_PATHS = {
  avif: "/hero/poster-portrait.avif",
  webp: "/hero/poster-portrait.webp",
} as const;
export const PORTRAIT_POSTER_HEIGHT = 1080;

export function portraitSize(source: { width: number; height: number }): { width: number; height: number } {
  const height = Math.min(source.height, PORTRAIT_POSTER_HEIGHT);
  return { width: Math.min(source.width, Math.round((height * 9) / 16)), height };
}

export const HOUSE_POSTER = { avif: "/images/home/hero-1920.avif", webp: "/images/home/hero-1920.webp" } as const;
export const HOUSE_PORTRAIT_POSTER = {
  avif: "/images/home/hero-portrait-608.avif",
  webp: "/images/home/hero-portrait-608.webp",
} as const;

export type PosterSource =
  { kind: "stored"; key: string } | { kind: "remote"; url: string } | { kind: "redirect"; path: string };

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

export function posterSource(
  first: { poster: string; posterAvif: string | null } | undefined,
  format: PosterFormat,
): PosterSource {
  if (!first) return { kind: "redirect", path: HOUSE_POSTER[format] };
  const url = format === "avif" ? (first.posterAvif ?? first.poster) : first.poster;
  if (url.startsWith("/media/")) return { kind: "stored", key: url.slice("/media/".length) };
  if (/^https?:\/\//i.test(url)) return { kind: "remote", url };
  if (url.startsWith("/") && !url.startsWith("//")) return { kind: "redirect", path: url };
  return { kind: "redirect", path: HOUSE_POSTER[format] };
}
