import { arrayOverlaps } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { galleryImages, heroVideos, popups, siteSettings } from "@/lib/db/schema";

/** Every table whose rows own stored files (each keeps its keys in storage_keys). */
const OWNERS = [galleryImages, heroVideos, popups, siteSettings] as const;

/**
 * Of `keys`, the ones no row uses any more. Content-addressed names mean two rows can share a
 * file (the same photo uploaded twice), so deleting one row must leave the other's files alone.
 * Call it inside the deleting transaction, after the delete.
 */
export async function unusedKeys(db: Database, keys: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return [];
  const inUse = new Set<string>();
  for (const table of OWNERS) {
    const rows = await db.select({ keys: table.storageKeys }).from(table).where(arrayOverlaps(table.storageKeys, wanted));
    for (const row of rows) for (const key of row.keys) inUse.add(key);
  }
  return wanted.filter((k) => !inUse.has(k));
}

/** Every storage key any row uses (for the orphan check). */
export async function referencedKeys(db: Database): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (const table of OWNERS) {
    const rows = await db.select({ keys: table.storageKeys }).from(table);
    for (const row of rows) for (const key of row.keys) inUse.add(key);
  }
  return inUse;
}

/** Stored files that no row uses. Unfinished uploads (uploads/…) count too: nothing refers to them. */
export function findOrphans(stored: readonly string[], referenced: ReadonlySet<string>): string[] {
  return stored.filter((key) => !referenced.has(key)).sort();
}
