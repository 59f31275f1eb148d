// npm run db:seed [-- --force]: without --force, nothing happens when the site already has content.
import { hasSiteContent, seedDemoContent } from "@/lib/db/seed";
import { storage } from "@/lib/storage";
import { runOnDatabase } from "./lib/run-on-database";

const force = process.argv.includes("--force");

await runOnDatabase("Seeding failed:", async ({ db }) => {
  if (!force && (await hasSiteContent(db))) {
    console.log("The site already has content; nothing seeded. Run with --force to add the demo content anyway.");
    return;
  }
  const started = performance.now();
  await seedDemoContent(db, { storage: storage() });
  console.log(`Demo content seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
});
