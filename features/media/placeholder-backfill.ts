import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { galleryImages } from "@/lib/db/schema";
import type { StorageDriver } from "@/lib/storage/driver";
import { imagePlaceholder } from "@/lib/storage/image-variants";

export async function fillGalleryPlaceholders(
  db: Database,
  storage: StorageDriver,
  opts: { limit?: number } = {},
): Promise<number> {
  const rows = await db
    .select({ id: galleryImages.id, storageKeys: galleryImages.storageKeys })
    .from(galleryImages)
    .where(isNull(galleryImages.placeholder))
    .limit(opts.limit ?? 500);
  let filled = 0;
  for (const row of rows) {
    const key =
      row.storageKeys.find((k) => k.endsWith("-thumb.webp")) ?? row.storageKeys.find((k) => k.endsWith(".webp"));
    if (!key) continue;
    const file = await storage.get(key);
    if (!file) continue;
    const placeholder = await imagePlaceholder(file.data).catch(() => null);
    if (!placeholder) continue;
    // Only if still empty: an upload in the meantime has its own.
    await db
      .update(galleryImages)
      .set({ placeholder })
      .where(and(eq(galleryImages.id, row.id), isNull(galleryImages.placeholder)));
    filled += 1;
  }
  return filled;
}
