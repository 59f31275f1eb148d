import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";

export interface TestDatabase extends DatabaseHandle {
  /** The database's own URL on a real PostgreSQL server (absent for PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (the test script starts one on loopback).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the migrated database the global setup dumped: loading it is a few times faster than initdb.
    const template = inject("pgliteTemplate");
    const handle = await openDatabase({ kind: "pglite", from: template ? await openAsBlob(template) : undefined });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }

  const { default: postgres } = await import("postgres");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 3 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export const usingRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
