import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one query-builder type both drivers satisfy. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** dataDir undefined = in-memory (tests); `from` starts it as a copy of a dumped data directory. */
  | { kind: "pglite"; dataDir?: string; from?: Blob };

export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
      import("postgres"),
      import("drizzle-orm/postgres-js"),
      import("drizzle-orm/postgres-js/migrator"),
    ]);
    // prepare:false keeps us compatible with transaction-mode poolers (Supabase's pooler URL).
    const client = postgres(target.url, { max: target.maxConnections ?? 5, prepare: false, onnotice: () => {} });
    const db = drizzle({ client, schema });
    return {
      kind: "postgres",
      db: db as unknown as Database,
      migrate: () => migrate(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (target.dataDir) {
    // PGlite creates only the last folder of its data directory.
    await mkdir(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: target.dataDir ? path.resolve(target.dataDir) : undefined,
    loadDataDir: target.from,
  });
  const db = drizzle({ client, schema });
  return {
    kind: "pglite",
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function targetFromEnv(e: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  return e.DATABASE_URL
    ? { kind: "postgres", url: e.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(e.DATA_DIR, "pglite") };
}
