/**
 * npm run media:orphans [-- --delete]
 * Lists stored media files that no row uses (gallery items, hero videos and popups keep their
 * files' keys in storage_keys): leftovers of abandoned uploads or of deletions that failed half
 * way. With --delete it removes them. Run it when nobody is uploading: a file being uploaded
 * right now has no row yet either.
 */
import { openDatabase, targetFromEnv } from "@/lib/db/client";
import { env } from "@/lib/env";
import { findOrphans, referencedKeys } from "@/lib/media/references";
import { storage } from "@/lib/storage";

const remove = process.argv.includes("--delete");
const target = targetFromEnv(env());

if (target.kind === "pglite") {
  console.warn(`Note: the embedded database (${target.dataDir}) must not be open in another process: stop the dev server or \`next start\` first.`);
}

const handle = await openDatabase(target);
let exitCode = 0;
try {
  if (handle.kind === "pglite") await handle.migrate();
  const store = storage();
  const orphans = findOrphans(await store.list(), await referencedKeys(handle.db));
  if (orphans.length === 0) {
    console.log(`No orphaned files in ${store.kind} storage.`);
  } else {
    for (const key of orphans) console.log(key);
    if (remove) {
      await store.delete(orphans);
      console.log(`Deleted ${orphans.length} orphaned file${orphans.length === 1 ? "" : "s"}.`);
    } else {
      console.log(`${orphans.length} orphaned file${orphans.length === 1 ? "" : "s"}. Run \`npm run media:orphans -- --delete\` to remove them.`);
    }
  }
} catch (err) {
  console.error("The orphan check failed:", err);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
