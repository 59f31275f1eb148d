// npm run media:orphans [-- --delete]: run it when nobody is uploading (an upload in flight has no row yet).
import { findOrphans, referencedKeys } from "@/features/media/references";
import { storage } from "@/lib/storage";
import { runOnDatabase } from "./lib/run-on-database";

const remove = process.argv.includes("--delete");

await runOnDatabase("The orphan check failed:", async ({ db }) => {
  const store = storage();
  const orphans = findOrphans(await store.list(), await referencedKeys(db));
  if (orphans.length === 0) {
    console.log(`No orphaned files in ${store.kind} storage.`);
    return;
  }
  for (const key of orphans) console.log(key);
  const files = `${orphans.length} orphaned file${orphans.length === 1 ? "" : "s"}`;
  if (remove) {
    await store.delete(orphans);
    console.log(`Deleted ${files}.`);
  } else {
    console.log(`${files}. Run \`npm run media:orphans -- --delete\` to remove them.`);
  }
});
