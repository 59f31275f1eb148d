import "server-only";
import { refresh, updateTag } from "next/cache";
import { after } from "next/server";
import { verifyAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import {
  createAdminAction,
  logAdminError,
  type AdminActionDeps,
  type AdminActions,
  type AnyAdminActionDefinition,
} from "./admin-action-core";

export { ADMIN_ACTION_MESSAGES, AdminActionError, type ActionResult, type ActivityEntry } from "./admin-action-core";

const nextDeps: AdminActionDeps = {
  verify: verifyAdmin,
  getDb,
  updateTag,
  refresh,
  logError: logAdminError,
};

// The one way an admin change reaches the database: validate, verifyAdmin(), `run` plus its activity-log
// rows in one transaction, then updateTag() and refresh(), which work only inside a Server Action.
export const adminAction = createAdminAction(nextDeps);

export interface AdminActionsOptions {
  /** Started after the response (after()) by definitions marked `sendsMail`: the feature's mail sender. */
  deliverMail?: () => Promise<unknown>;
}

/** A section's definitions as server actions, each under its definition's own name. */
export function adminActions<D extends Record<string, AnyAdminActionDefinition>>(
  defs: D,
  options: AdminActionsOptions = {},
): AdminActions<D> {
  const { deliverMail } = options;
  const wrap = deliverMail ? createAdminAction({ ...nextDeps, deliverMail: () => after(deliverMail) }) : adminAction;
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, wrap(def)])) as AdminActions<D>;
}
