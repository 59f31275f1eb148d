import "server-only";
import { cacheTag } from "next/cache";
import { readUntilNextChange } from "@/lib/cache/read";
import { tables, type Database } from "@/lib/db";
import { listedRows } from "@/lib/media/list-order";
import type { GalleryItem } from "@/lib/media/gallery-types";
import { placeholderBackground } from "@/lib/media/placeholder";
import { CACHE_TAGS } from "../cache/tags";
import { publishedAndVisible } from "../visibility/sql";

export async function getPublicGallery(): Promise<GalleryItem[] | null> {
  "use cache";
  cacheTag(CACHE_TAGS.gallery);
  return readUntilNextChange("gallery", async () => ({ value: await readPublicGallery(), nextChange: null }));
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
