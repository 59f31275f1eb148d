import { rm } from "node:fs/promises";
import path from "node:path";
import { openDatabase, targetFromEnv } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { env } from "@/lib/env";

const e = env();
const target = targetFromEnv(e);
if (target.kind !== "pglite") {
  console.error("db:reset only resets the embedded database. Unset DATABASE_URL, or reset your PostgreSQL by hand.");
  process.exit(1);
}
console.warn("Resetting the embedded database: stop the dev server first (PGlite has no file lock).");
await rm(path.resolve(e.DATA_DIR, "pglite"), { recursive: true, force: true });
await rm(path.resolve(e.DATA_DIR, "media"), { recursive: true, force: true });
const handle = await openDatabase(target);
try {
  await prepareDatabase(handle, { adminEmails: e.ADMIN_EMAILS });
  console.log(`Embedded database reset and seeded in ${path.resolve(e.DATA_DIR)}.`);
} finally {
  await handle.close();
}
