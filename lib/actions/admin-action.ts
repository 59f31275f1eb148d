import "server-only";
import { refresh, updateTag } from "next/cache";
import { after } from "next/server";
import { verifyAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { runOutbox } from "@/lib/email/delivery";
import { createAdminAction } from "./admin-action-core";

export { ADMIN_ACTION_MESSAGES, AdminActionError, type ActionResult, type ActivityEntry } from "./admin-action-core";

/**
 * adminAction: the ONE way an admin change reaches the database.
 *
 *   // app/admin/(protected)/menu/actions.ts
 *   "use server";
 *   export const updateMenuItem = adminAction({
 *     name: "menu.updateItem",
 *     schema: menuItemSchema,              // lib/<domain>/schema.ts, the same schema the form uses
 *     entity: "menu_item",
 *     tags: [CACHE_TAGS.menu],             // public cache entries this change makes stale
 *     run: async ({ input, tx, actor }) => {
 *       const [before] = await tx.select().from(tables.menuItems).where(eq(tables.menuItems.id, input.id));
 *       if (!before) throw new AdminActionError("That dish no longer exists.");
 *       const [after] = await tx.update(tables.menuItems).set({ … }).where(…).returning();
 *       return {
 *         result: after,                   // what the client gets back as `data`
 *         log: { action: "menu_item.updated", entityId: after.id, summary: `Updated “${after.name}”`, before, after },
 *       };
 *     },
 *   });
 *
 *   // in a client form:  const result = await updateMenuItem(values);   // or a FormData
 *   //   result.ok ? toast.success(…) : (set result.fieldErrors on the form, toast.error(result.error))
 *
 * Order, always: 1. zod parse (field errors come back as { ok: false, error, fieldErrors }, keyed
 * by dotted path; nothing else happens); 2. verifyAdmin(), which re-reads admin_users (refusal:
 * { ok: false, error: "You are not authorised…" } and no side effect); 3. one transaction: `run`
 * plus the activity_log row(s) with the actor's e-mail, so both commit or neither does;
 * 4. updateTag() for `tags` and the outcome's `tags`, then `afterCommit`, then refresh() of the
 * calling page; 5. { ok: true, data: result }.
 * Throw AdminActionError for an expected refusal (message shown, transaction rolled back); any
 * other error is logged on the server and the client gets a generic message, never a stack.
 * Must be invoked as a Server Action (updateTag and refresh only work there).
 */
export const adminAction = createAdminAction({
  verify: verifyAdmin,
  getDb,
  updateTag,
  refresh,
  // after(): the platform keeps the function alive until the sender is done.
  deliverMail: () => after(runOutbox),
  logError: (message, err) => console.error(message, err),
});
