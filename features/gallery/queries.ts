import "server-only";
import { cacheTag } from "next/cache";
import { readUntilRevalidated } from "@/lib/cache/read";
import { tables, type Database } from "@/lib/db";
import { listedRows } from "@/features/media";
import type { GalleryItem } from "@/features/gallery/types";
import { placeholderBackground } from "@/lib/storage/placeholder";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { publishedAndVisible } from "@/lib/visibility/sql";

export async function getPublicGallery(): Promise<GalleryItem[] | null> {
  "use cache";
  cacheTag(CACHE_TAGS.gallery);
  return readUntilRevalidated("gallery", () => readPublicGallery());
}

export async function readPublicGallery(db?: Database): Promise<GalleryItem[]> {
  const rows = await listedRows(tables.galleryImages, db, publishedAndVisible(tables.galleryImages));
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
