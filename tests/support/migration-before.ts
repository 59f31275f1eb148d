import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationsFolder } from "@/lib/db/client";

export interface DatabaseBeforeMigration {
  /** An empty in-memory database. */
  client: PGlite;
  /** A copy of the migrations whose journal stops just before the migration under test. */
  migrationsFolder: string;
  dispose(): Promise<void>;
}

/**
 * For testing a migration against data written under the schema before it: `tagPrefix` is the migration's
 * number with its underscore, e.g. "0008_".
 */
export async function databaseBeforeMigration(tagPrefix: string): Promise<DatabaseBeforeMigration> {
  const folder = await mkdtemp(path.join(tmpdir(), `migrations-before-${tagPrefix}`));
  const journalFile = path.join("meta", "_journal.json");
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, journalFile), "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag.startsWith(tagPrefix));
  if (upTo < 0) throw new Error(`No migration tagged ${tagPrefix}…`);
  journal.entries = journal.entries.slice(0, upTo);
  await cp(migrationsFolder, folder, { recursive: true });
  await writeFile(path.join(folder, journalFile), JSON.stringify(journal));
  const client = await PGlite.create();
  return {
    client,
    migrationsFolder: folder,
    async dispose() {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
