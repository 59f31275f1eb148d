import { and, eq, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { galleryImages } from "@/lib/db/schema";

/** The media library's photo at `url` (its WebP or its original), or null: popups and newsletters show no other. */
export async function findLibraryPhoto(db: Database, url: string): Promise<{ storageKeys: string[] } | null> {
  const [photo] = await db
    .select({ storageKeys: galleryImages.storageKeys })
    .from(galleryImages)
    .where(
      and(eq(galleryImages.mediaType, "image"), or(eq(galleryImages.imageWebp, url), eq(galleryImages.imageUrl, url))),
    )
    .limit(1);
  return photo ?? null;
}
