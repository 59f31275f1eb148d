import "server-only";
import { asc } from "drizzle-orm";
import { cacheTag } from "next/cache";
import { readUntilNextChange } from "@/lib/cache/read";
import { getDb, tables } from "@/lib/db";
import type { GalleryItem } from "@/lib/media/gallery-types";
import { placeholderBackground } from "@/lib/media/placeholder";
import { CACHE_TAGS } from "../cache/tags";
import { publishedAndVisible } from "../visibility/sql";

export async function getPublicGallery(): Promise<GalleryItem[] | null> {
  "use cache";
  cacheTag(CACHE_TAGS.gallery);
  return readUntilNextChange("gallery", async () => ({ value: await readPublicGallery(), nextChange: null }));
}

export async function readPublicGallery(db?: Awaited<ReturnType<typeof getDb>>): Promise<GalleryItem[]> {
  const database = db ?? (await getDb());
  const g = tables.galleryImages;
  const rows = await database
    .select()
    .from(g)
    .where(publishedAndVisible(g))
    .orderBy(asc(g.sortIndex), asc(g.createdAt));
  return rows.flatMap((r): GalleryItem[] => {
    const common = {
      id: r.id,
      title: r.title,
      alt: r.altText || r.title,
      category: r.category.trim().toLowerCase(),
      width: r.width ?? 1600,
      height: r.height ?? 1067,
      ...(placeholderBackground(r.placeholder) ? { placeholder: placeholderBackground(r.placeholder) } : {}),
    };
    if (r.mediaType === "video") {
      if (!r.videoUrl && !r.videoWebm) return [];
      return [
        { ...common, kind: "video", mp4: r.videoUrl, webm: r.videoWebm, poster: r.videoThumbnail ?? r.thumbnailUrl },
      ];
    }
    const webp = r.imageWebp ?? r.imageUrl;
    if (!webp) return [];
    return [
      { ...common, kind: "image", avif: r.imageAvif, webp, thumbnail: r.thumbnailUrl, thumbnailAvif: r.thumbnailAvif },
    ];
  });
}
