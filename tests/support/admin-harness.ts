import { afterAll, beforeAll, vi } from "vitest";
import { createAdminAction, type AdminActionDeps, type AdminVerdictLike } from "@/lib/actions/admin-action-core";
import type { StaffRole } from "@/lib/auth/permissions";
import type { Database } from "@/lib/db/client";
import type { MailConfig } from "@/features/enquiries/guest-mail";
import { openTestDatabase, type TestDatabase } from "./test-db";

/** adminAction's dependencies for a test: the given session verdict on `db`, with spies for tags, refreshes and errors. */
export function depsAs(verdict: AdminVerdictLike, db: () => Database) {
  return {
    verify: vi.fn(async () => verdict),
    getDb: async () => db(),
    updateTag: vi.fn<(tag: string) => void>(),
    refresh: vi.fn(),
    logError: vi.fn(),
  } satisfies AdminActionDeps;
}

/** adminAction's dependencies for a test: signed in as `email`, on `db`. */
export function adminDeps(db: Database, email = "chef@example.com", role: StaffRole = "owner") {
  return depsAs({ kind: "admin", email, role }, () => db);
}

/** The real adminAction wrapper with the given session verdict on `db`; `deps` holds its spies. */
export function wrapperAs(verdict: AdminVerdictLike, db: () => Database) {
  const deps = depsAs(verdict, db);
  return { deps, adminAction: createAdminAction(deps) };
}

export const OWNER = { kind: "admin", email: "chef@example.com", role: "owner" } as const;
export const SIGNED_OUT = { kind: "signed-out" } as const;
export const NOT_ADMIN = { kind: "not-admin", email: "guest@example.com" } as const;

/** A fresh database for this test file, opened before its tests and disposed after them. */
export function withTestDatabase(): { readonly db: Database } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get db() {
      if (!database) throw new Error("The test database opens in beforeAll");
      return database.db;
    },
  };
}

/** The e-mail settings the integration tests write with (no mail server: delivery is never called). */
export const TEST_MAIL_CONFIG: MailConfig = {
  siteUrl: "https://47restaurant.test",
  secret: "integration-secret-0123456789abcdef",
  notifyEmail: "staff@47restaurant.test",
};
