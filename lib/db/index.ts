import { env } from "@/lib/env";
import { openDatabase, targetFromEnv, type Database, type DatabaseHandle } from "./client";
import { prepareDatabase } from "./prepare";

export type { Database } from "./client";
export * as tables from "./schema";

type StartStep = (handle: DatabaseHandle) => Promise<void>;
type GlobalWithDb = typeof globalThis & {
  __restaurantDb?: Promise<DatabaseHandle>;
  __restaurantDbSteps?: Map<string, StartStep>;
};
const g = globalThis as GlobalWithDb;

/**
 * A step run once the database is prepared and before anyone is handed it, so no page renders from a
 * database the step has not seen (instrumentation registers the gallery placeholder backfill). By
 * name: a second registration of the same step replaces the first.
 */
export function beforeDatabaseReady(name: string, step: StartStep): void {
  (g.__restaurantDbSteps ??= new Map()).set(name, step);
}

/** Kept on globalThis so dev-mode reloads reuse it: PGlite has no file lock and must never be opened twice. */
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
  for (const step of g.__restaurantDbSteps?.values() ?? []) await step(handle);
  return handle;
}

/**
 * The build reads DATABASE_URL's PostgreSQL, else an empty in-memory one (the embedded one may be
 * open in the dev server); servers re-render each page on first request, so none is served stale.
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
