import "server-only";
import { cacheTag } from "next/cache";
import { readUntilRevalidated } from "@/lib/cache/read";
import { tables, type Database } from "@/lib/db";
import { listedRows } from "@/features/media";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { publishedAndVisible } from "@/lib/visibility/sql";

export interface HeroSlide {
  id: string;
  mp4: string | null;
  webm: string | null;
  poster: string;
  posterAvif: string | null;
  posterWidth: number;
  posterHeight: number;
  alt: string;
  duration: number;
}

export const MIN_SLIDE_MS = 3500;
export const DEFAULT_SLIDE_MS = 5000;

export function slideDuration(transitionDuration: number | null | undefined): number {
  if (!transitionDuration || !Number.isFinite(transitionDuration)) return DEFAULT_SLIDE_MS;
  return Math.max(MIN_SLIDE_MS, Math.round(transitionDuration));
}

export function posterAvifUrl(posterUrl: string, storageKeys: readonly string[]): string | null {
  const webpKey = storageKeys.find((k) => k.endsWith(".webp") && posterUrl.endsWith(k));
  if (!webpKey) return null;
  const avifKey = `${webpKey.slice(0, -".webp".length)}.avif`;
  if (!storageKeys.includes(avifKey)) return null;
  return posterUrl.slice(0, posterUrl.length - webpKey.length) + avifKey;
}

export async function getHeroSlides(): Promise<HeroSlide[] | null> {
  "use cache";
  cacheTag(CACHE_TAGS.hero);
  return readUntilRevalidated("hero", () => readHeroSlides());
}

export async function readHeroSlides(db?: Database): Promise<HeroSlide[]> {
  const rows = await listedRows(tables.heroVideos, db, publishedAndVisible(tables.heroVideos));
  return rows.map((r) => ({
    id: r.id,
    mp4: r.videoUrl || null,
    webm: r.videoUrl ? r.videoWebm || null : null,
    poster: r.posterUrl,
    posterAvif: posterAvifUrl(r.posterUrl, r.storageKeys),
    posterWidth: r.posterWidth ?? 1920,
    posterHeight: r.posterHeight ?? 1080,
    alt: r.altText,
    duration: slideDuration(r.transitionDuration),
  }));
}
