import { asc, eq } from "drizzle-orm";
import { AdminActionError, type AdminActionDefinition } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { adminUsers, type AdminUser } from "@/lib/db/schema";
import { ADMIN_USER_MESSAGES, addAdminUserSchema, removeAdminUserSchema } from "@/features/users/schema";

export interface AdminUserRow {
  id: string;
  email: string;
  addedBy: string | null;
  createdAt: Date;
}

export async function listAdminUsers(db: Database): Promise<AdminUserRow[]> {
  return db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      addedBy: adminUsers.addedBy,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
}

const snapshot = (row: AdminUser) => ({ id: row.id, email: row.email, addedBy: row.addedBy, createdAt: row.createdAt });

export const addAdminUserDefinition: AdminActionDefinition<typeof addAdminUserSchema, AdminUserRow> = {
  name: "users.add",
  schema: addAdminUserSchema,
  entity: "admin_user",
  run: async ({ input, tx, actor }) => {
    // Not a read first: two admins adding the same person at once both get an answer, no unique violation.
    const [row] = await tx
      .insert(adminUsers)
      .values({ email: input.email, addedBy: actor.email })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AdminActionError(ADMIN_USER_MESSAGES.duplicate, { email: [ADMIN_USER_MESSAGES.duplicate] });
    return {
      result: { id: row.id, email: row.email, addedBy: row.addedBy, createdAt: row.createdAt },
      log: {
        action: "admin_user.added",
        entityId: row.id,
        summary: `Added ${row.email} to the admin list`,
        before: null,
        after: snapshot(row),
      },
    };
  },
};

export const removeAdminUserDefinition: AdminActionDefinition<
  typeof removeAdminUserSchema,
  { id: string; email: string }
> = {
  name: "users.remove",
  schema: removeAdminUserSchema,
  entity: "admin_user",
  run: async ({ input, tx, actor }) => {
    // Lock the whole list: two admins removing each other at once are serialised ("last admin" rule).
    const everyone = await tx.select().from(adminUsers).for("update");
    const target = everyone.find((r) => r.id === input.id);
    if (!target) throw new AdminActionError(ADMIN_USER_MESSAGES.notFound);
    if (target.email === actor.email.toLowerCase()) throw new AdminActionError(ADMIN_USER_MESSAGES.removeSelf);
    if (everyone.length <= 1) throw new AdminActionError(ADMIN_USER_MESSAGES.removeLast);
    await tx.delete(adminUsers).where(eq(adminUsers.id, target.id));
    return {
      result: { id: target.id, email: target.email },
      log: {
        action: "admin_user.removed",
        entityId: target.id,
        summary: `Removed ${target.email} from the admin list`,
        before: snapshot(target),
        after: null,
      },
    };
  },
};

export const userActions = () => ({ addAdminUser: addAdminUserDefinition, removeAdminUser: removeAdminUserDefinition });
