/**
 * npm run db:seed [-- --force]
 * Adds the demo content (menu, hours, gallery, hero videos, popup) to the configured database.
 * Without --force it does nothing when the site already has menu sections, gallery items or hero
 * videos. With --force it adds the demo rows anyway, skipping only rows that would clash (menu
 * slugs, weekdays, special-hours dates).
 */
import { openDatabase, targetFromEnv } from "@/lib/db/client";
import { hasSiteContent, seedDemoContent } from "@/lib/db/seed";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";

const force = process.argv.includes("--force");
const target = targetFromEnv(env());

if (target.kind === "pglite") {
  console.warn(
    `WARNING: the embedded database (${target.dataDir}) has no file lock. Stop the dev server or ` +
      "`next start` before seeding: two processes writing one data directory will corrupt it.",
  );
}

const handle = await openDatabase(target);
let exitCode = 0;
try {
  if (handle.kind === "pglite") await handle.migrate();
  if (!force && (await hasSiteContent(handle.db))) {
    console.log("The site already has content; nothing seeded. Run with --force to add the demo content anyway.");
  } else {
    const started = performance.now();
    await seedDemoContent(handle.db, { storage: storage() });
    console.log(`Demo content seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} catch (err) {
  console.error("Seeding failed:", err);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
