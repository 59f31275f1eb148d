import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "./client";
import { adminUsers } from "./schema";

export async function prepareDatabase(
  handle: DatabaseHandle,
  opts: { adminEmails: readonly string[]; seedDemo?: boolean },
) {
  if (handle.kind === "pglite") {
    // "First start" = no migrations applied yet. Judging by empty tables instead would bring the
    // demo content back after staff deleted it all.
    const firstStart = !(await migrationsApplied(handle.db));
    await handle.migrate();
    if (firstStart && (opts.seedDemo ?? true)) {
      const { DEMO_ARTWORK, seedDemoContentIfEmpty } = await import("./seed");
      const { countUnpremade } = await import("./seed/premade");
      const { demoSeedStep, withProgress } = await import("./seed/progress");
      await withProgress(demoSeedStep(await countUnpremade(DEMO_ARTWORK)), () => seedDemoContentIfEmpty(handle.db));
    }
  }
  await seedAdminAllowlist(handle, opts.adminEmails);
}

async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { exists: boolean }[] }).rows;
  return rows[0]?.exists === true;
}

export async function seedAdminAllowlist(handle: DatabaseHandle, emails: readonly string[]) {
  if (emails.length === 0) return;
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  if ((row?.n ?? 0) > 0) return;
  await handle.db
    .insert(adminUsers)
    .values(
      [...new Set(emails.map((e) => e.trim().toLowerCase()))].map((email) => ({
        email,
        role: "owner" as const,
        addedBy: "ADMIN_EMAILS",
      })),
    )
    .onConflictDoNothing();
}
