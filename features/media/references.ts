import { arrayOverlaps } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { StorageDriver } from "@/lib/storage/driver";
import { galleryImages, heroVideos, popups, siteSettings } from "@/lib/db/schema";

const OWNERS = [galleryImages, heroVideos, popups, siteSettings] as const;

// Content-addressed files may be shared by two rows: call inside the deleting transaction, after the delete.
export async function unusedKeys(db: Database, keys: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return [];
  const inUse = new Set<string>();
  for (const table of OWNERS) {
    const rows = await db
      .select({ keys: table.storageKeys })
      .from(table)
      .where(arrayOverlaps(table.storageKeys, wanted));
    for (const row of rows) for (const key of row.keys) inUse.add(key);
  }
  return wanted.filter((k) => !inUse.has(k));
}

/** The after-commit step that deletes whichever of `keys` no row still references (none: no step). */
export async function deleteUnusedFiles(tx: Database, storage: () => StorageDriver, keys: readonly string[]) {
  const unused = await unusedKeys(tx, keys);
  return unused.length ? () => storage().delete(unused) : undefined;
}

export async function referencedKeys(db: Database): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (const table of OWNERS) {
    const rows = await db.select({ keys: table.storageKeys }).from(table);
    for (const row of rows) for (const key of row.keys) inUse.add(key);
  }
  return inUse;
}

export function findOrphans(stored: readonly string[], referenced: ReadonlySet<string>): string[] {
  return stored.filter((key) => !referenced.has(key)).sort();
}
