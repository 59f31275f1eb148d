import { openDatabase, targetFromEnv } from "@/lib/db/client";
import { env } from "@/lib/env";
import { fillGalleryPlaceholders } from "@/features/media/placeholder-backfill";
import { storage } from "@/lib/storage";

const target = targetFromEnv(env());
if (target.kind === "pglite")
  console.warn("Using the embedded database: stop the dev server first (PGlite has no file lock).");
const handle = await openDatabase(target);
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
  const filled = await fillGalleryPlaceholders(handle.db, storage());
  if (filled > 0) console.log(`Gallery placeholders filled: ${filled}.`);
} finally {
  await handle.close();
}
