/** `npm run db:migrate`: apply committed migrations to the configured database. */
import { openDatabase, targetFromEnv } from "@/lib/db/client";
import { env } from "@/lib/env";

const target = targetFromEnv(env());
if (target.kind === "pglite") console.warn("Using the embedded database: stop the dev server first (PGlite has no file lock).");
const handle = await openDatabase(target);
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
