import { vi } from "vitest";
import type { AdminActionDeps } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import type { MailConfig } from "@/lib/email/guest-mail";

/** adminAction's dependencies for a test: signed in as `email`, on `db`, with spies for tags, refreshes and errors. */
export function adminDeps(db: Database, email = "chef@example.com") {
  return {
    verify: vi.fn(async () => ({ kind: "admin", email }) as const),
    getDb: async () => db,
    updateTag: vi.fn<(tag: string) => void>(),
    refresh: vi.fn(),
    logError: vi.fn(),
  } satisfies AdminActionDeps;
}

/** The e-mail settings the integration tests write with (no mail server: delivery is never called). */
export const TEST_MAIL_CONFIG: MailConfig = {
  siteUrl: "https://47restaurant.test",
  secret: "integration-secret-0123456789abcdef",
  notifyEmail: "staff@47restaurant.test",
};
