import { readFile } from "node:fs/promises";
import path from "node:path";
import { demoMediaDir, type DemoArt } from "@/lib/db/seed/demo-art";
import { makeDemoVariants, readPremadeVariants } from "@/lib/db/seed/premade";
import type { StorageDriver } from "@/lib/storage/driver";
import { contentAddressedKey, storeImageVariants, type StoredImageVariants } from "@/lib/storage/image-variants";

/**
 * Stores the artwork's image variants: the committed pre-made ones when current (a file copy), else
 * the committed SVG rasterised with its grain and encoded here (seconds per picture).
 */
export async function storeArtwork(storage: StorageDriver, prefix: string, art: DemoArt): Promise<StoredImageVariants> {
  const variants = (await readPremadeVariants(art, prefix)) ?? (await makeDemoVariants(art, prefix));
  return storeImageVariants(storage, variants);
}

export async function storeDemoVideo(storage: StorageDriver, prefix: string, file: string, contentType: string) {
  const bytes = new Uint8Array(await readFile(path.join(demoMediaDir, file)));
  return storage.put(contentAddressedKey(prefix, bytes, path.extname(file)), bytes, contentType);
}

/** Runs tasks with at most `limit` in flight: AVIF encoding is CPU-bound, more at once only thrashes. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
