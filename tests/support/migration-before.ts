import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll } from "vitest";
import { migrationsFolder } from "@/lib/db/client";

/**
 * For testing one migration against rows written under the schema before it: gives the test file an empty
 * in-memory database and a copy of the migrations whose journal stops just before the one whose tag starts with
 * `tagPrefix` (its number and underscore, e.g. "0008_").
 */
export function databaseBeforeMigration(tagPrefix: string) {
  let folder: string | undefined;
  let client: PGlite | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), `migrations-before-${tagPrefix}`));
    const journalFile = path.join("meta", "_journal.json");
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, journalFile), "utf8")) as {
      entries: { tag: string }[];
    };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith(tagPrefix));
    if (upTo < 0) throw new Error(`No migration tagged ${tagPrefix}…`);
    journal.entries = journal.entries.slice(0, upTo);
    await cp(migrationsFolder, folder, { recursive: true });
    await writeFile(path.join(folder, journalFile), JSON.stringify(journal));
    client = await PGlite.create();
  });

  afterAll(async () => {
    await client?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const opened = () => {
    if (!client || !folder) throw new Error("The database is opened in beforeAll");
    return { client, folder };
  };

  return {
    get client(): PGlite {
      return opened().client;
    },
    /** Applies every migration before the one under test, and gives the database to fill. */
    async migrateToBefore(): Promise<PGlite> {
      const { client, folder } = opened();
      await migrate(drizzle({ client }), { migrationsFolder: folder });
      return client;
    },
    /** Applies the rest: the migration under test and any after it. */
    async migrateRest(): Promise<void> {
      await migrate(drizzle({ client: opened().client }), { migrationsFolder });
    },
  };
}
