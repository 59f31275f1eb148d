import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/lib/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory each test file's database starts from; absent on PostgreSQL. */
    pgliteTemplate: string | undefined;
  }
}

/** Vitest global setup: creates and migrates one PGlite database and dumps it for every test file to load. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", undefined);
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  const handle = await openDatabase({ kind: "pglite" });
  try {
    await handle.migrate();
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rm(folder, { recursive: true, force: true });
}
