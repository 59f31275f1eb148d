import { asc, count, eq } from "drizzle-orm";
import {
  AdminActionError,
  definitionsStartingWith,
  type AdminActionDefinition,
  type AdminRunContext,
} from "@/lib/actions/admin-action-core";
import { ROLE_LABELS, type StaffRole } from "@/lib/auth/permissions";
import type { Database } from "@/lib/db/client";
import { adminUsers, staffPasskeys, staffPolicy, type AdminUser } from "@/lib/db/schema";
import {
  ADMIN_USER_MESSAGES,
  addAdminUserSchema,
  changeRoleSchema,
  removeAdminUserSchema,
  requirePasskeysSchema,
  resetPasskeysSchema,
} from "@/features/users/schema";

export interface AdminUserRow {
  id: string;
  email: string;
  role: StaffRole;
  addedBy: string | null;
  createdAt: Date;
  passkeys: number;
}

export async function listAdminUsers(db: Database): Promise<AdminUserRow[]> {
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      addedBy: adminUsers.addedBy,
      createdAt: adminUsers.createdAt,
      passkeys: count(staffPasskeys.id),
    })
    .from(adminUsers)
    .leftJoin(staffPasskeys, eq(staffPasskeys.adminUserId, adminUsers.id))
    .groupBy(adminUsers.id)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
  return rows.map((r) => ({ ...r, passkeys: Number(r.passkeys) }));
}

export async function passkeysRequired(db: Database): Promise<boolean> {
  const [row] = await db.select().from(staffPolicy).where(eq(staffPolicy.id, 1));
  return row?.passkeysRequired === true;
}

const snapshot = (row: AdminUser) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  addedBy: row.addedBy,
  createdAt: row.createdAt,
});

/** Every row locked: two owners changing each other at once are serialised, so one owner always stays. */
async function lockStaff(tx: Database, id: string) {
  const everyone = await tx.select().from(adminUsers).for("update");
  const target = everyone.find((r) => r.id === id);
  if (!target) throw new AdminActionError(ADMIN_USER_MESSAGES.notFound);
  const owners = everyone.filter((r) => r.role === "owner").length;
  return { target, owners };
}

/** An action on one staff member: every row locked first, then that member, or a refusal when they are gone. */
const staffMemberAction = definitionsStartingWith("admin_user", ({ tx, input }: AdminRunContext<{ id: string }>) =>
  lockStaff(tx, input.id),
);

export const addAdminUserDefinition: AdminActionDefinition<
  typeof addAdminUserSchema,
  Omit<AdminUserRow, "passkeys">
> = {
  name: "users.add",
  schema: addAdminUserSchema,
  entity: "admin_user",
  run: async ({ input, tx, actor }) => {
    // Not a read first: two admins adding the same person at once both get an answer, no unique violation.
    const [row] = await tx
      .insert(adminUsers)
      .values({ email: input.email, role: input.role, addedBy: actor.email })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AdminActionError(ADMIN_USER_MESSAGES.duplicate, { email: [ADMIN_USER_MESSAGES.duplicate] });
    return {
      result: { id: row.id, email: row.email, role: row.role, addedBy: row.addedBy, createdAt: row.createdAt },
      log: {
        action: "admin_user.added",
        entityId: row.id,
        summary: `Added ${row.email} to the admin list as ${ROLE_LABELS[row.role].toLowerCase()}`,
        before: null,
        after: snapshot(row),
      },
    };
  },
};

export const removeAdminUserDefinition = staffMemberAction<typeof removeAdminUserSchema, { id: string; email: string }>(
  "users.remove",
  removeAdminUserSchema,
  async ({ tx, actor, target, owners }) => {
    if (target.email === actor.email.toLowerCase()) throw new AdminActionError(ADMIN_USER_MESSAGES.removeSelf);
    if (target.role === "owner" && owners <= 1) throw new AdminActionError(ADMIN_USER_MESSAGES.removeLast);
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
);

export const changeRoleDefinition = staffMemberAction<
  typeof changeRoleSchema,
  { id: string; email: string; role: StaffRole }
>("users.changeRole", changeRoleSchema, async ({ input, tx, target, owners }) => {
  const result = { id: target.id, email: target.email, role: input.role };
  if (target.role === input.role) return { result, log: [] };
  if (target.role === "owner" && owners <= 1) throw new AdminActionError(ADMIN_USER_MESSAGES.demoteLast);
  await tx.update(adminUsers).set({ role: input.role }).where(eq(adminUsers.id, target.id));
  return {
    result,
    log: {
      action: "admin_user.role_changed",
      entityId: target.id,
      summary: `Changed ${target.email}'s role: ${ROLE_LABELS[target.role]} → ${ROLE_LABELS[input.role]}`,
      before: { role: target.role },
      after: { role: input.role },
    },
  };
});

export const resetPasskeysDefinition = staffMemberAction<
  typeof resetPasskeysSchema,
  { id: string; email: string; removed: number }
>("users.resetPasskeys", resetPasskeysSchema, async ({ tx, target }) => {
  const removed = await tx
    .delete(staffPasskeys)
    .where(eq(staffPasskeys.adminUserId, target.id))
    .returning({ id: staffPasskeys.id });
  return {
    result: { id: target.id, email: target.email, removed: removed.length },
    log: {
      action: "admin_user.passkeys_reset",
      entityId: target.id,
      summary: `Reset ${target.email}'s passkeys (${removed.length} removed)`,
      before: { passkeys: removed.length },
      after: { passkeys: 0 },
    },
  };
});

export const requirePasskeysDefinition: AdminActionDefinition<typeof requirePasskeysSchema, { required: boolean }> = {
  name: "users.requirePasskeys",
  schema: requirePasskeysSchema,
  entity: "staff_policy",
  run: async ({ input, tx }) => {
    const [before] = await tx.select().from(staffPolicy).where(eq(staffPolicy.id, 1)).for("update");
    const was = before?.passkeysRequired === true;
    if (was === input.required) return { result: { required: was }, log: [] };
    await tx
      .insert(staffPolicy)
      .values({ id: 1, passkeysRequired: input.required })
      .onConflictDoUpdate({ target: staffPolicy.id, set: { passkeysRequired: input.required } });
    return {
      result: { required: input.required },
      log: {
        action: input.required ? "staff_policy.passkeys_required" : "staff_policy.passkeys_optional",
        summary: input.required
          ? "Required a passkey for owners and managers"
          : "Stopped requiring a passkey for owners and managers",
        before: { passkeysRequired: was },
        after: { passkeysRequired: input.required },
      },
    };
  },
};

export const userActions = () => ({
  addAdminUser: addAdminUserDefinition,
  removeAdminUser: removeAdminUserDefinition,
  changeStaffRole: changeRoleDefinition,
  resetStaffPasskeys: resetPasskeysDefinition,
  requireStaffPasskeys: requirePasskeysDefinition,
});
