import "server-only";
import { refresh, updateTag } from "next/cache";
import { after } from "next/server";
import { verifyAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { runOutbox } from "@/lib/email/delivery";
import { createAdminAction, type AdminActions, type AnyAdminActionDefinition } from "./admin-action-core";

export { ADMIN_ACTION_MESSAGES, AdminActionError, type ActionResult, type ActivityEntry } from "./admin-action-core";

// The one way an admin change reaches the database: validate, verifyAdmin(), `run` plus its activity-log
// rows in one transaction, then updateTag() and refresh(), which work only inside a Server Action.
export const adminAction = createAdminAction({
  verify: verifyAdmin,
  getDb,
  updateTag,
  refresh,
  // after(): the platform keeps the function alive until the sender is done.
  deliverMail: () => after(runOutbox),
  logError: (message, err) => console.error(message, err),
});

/** A section's definitions as server actions, each under its definition's own name. */
export function adminActions<D extends Record<string, AnyAdminActionDefinition>>(defs: D): AdminActions<D> {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, adminAction(def)])) as AdminActions<D>;
}
