import { env } from "@/lib/env";
import { openDatabase, targetFromEnv, type Database, type DatabaseHandle } from "./client";
import { prepareDatabase } from "./prepare";

export type { Database } from "./client";
export * as tables from "./schema";

type GlobalWithDb = typeof globalThis & { __restaurantDb?: Promise<DatabaseHandle> };
const g = globalThis as GlobalWithDb;

/**
 * The process-wide database. One instance per server process (kept on globalThis so dev-mode
 * module reloads reuse it: PGlite has no file lock and must never be opened twice).
 */
export function databaseHandle(): Promise<DatabaseHandle> {
  g.__restaurantDb ??= start().catch((err: unknown) => {
    g.__restaurantDb = undefined;
    throw err;
  });
  return g.__restaurantDb;
}

export async function getDb(): Promise<Database> {
  return (await databaseHandle()).db;
}

async function start(): Promise<DatabaseHandle> {
  const e = env();
  if (process.env.NEXT_PHASE === "phase-production-build") return openBuildDatabase(e.DATABASE_URL);
  const handle = await openDatabase(targetFromEnv(e));
  await prepareDatabase(handle, { adminEmails: e.ADMIN_EMAILS });
  registerShutdown(handle);
  return handle;
}

/**
 * What `next build` pre-renders from, read only: the PostgreSQL it will serve when DATABASE_URL
 * is set (as on Vercel), else an empty in-memory database (the embedded one may be open in the
 * dev server, and belongs to the server). A server never serves another database's pages: its
 * cache handlers render each page afresh on its first request (lib/cache/handlers).
 */
async function openBuildDatabase(databaseUrl: string | undefined): Promise<DatabaseHandle> {
  if (databaseUrl) return openDatabase({ kind: "postgres", url: databaseUrl, maxConnections: 2 });
  const handle = await openDatabase({ kind: "pglite" });
  await handle.migrate();
  return handle;
}

let shutdownRegistered = false;

function registerShutdown(handle: DatabaseHandle) {
  if (shutdownRegistered) return;
  shutdownRegistered = true;
  const close = (signal: NodeJS.Signals) => {
    // Closing PGlite flushes its files; without it a killed server can leave the data dir dirty.
    handle
      .close()
      .catch((err: unknown) => console.error("[db] close failed", err))
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 0));
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
