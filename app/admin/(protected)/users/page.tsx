import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminSection } from "@/features/dashboard/sections";
import { AddAdminUserForm } from "@/features/users/admin/add-admin-user-form";
import { AdminUsersList } from "@/features/users/admin/admin-users-list";
import { listAdminUsers } from "@/features/users/changes";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import {
  addAdminUser,
  changeStaffRole,
  removeAdminUser,
  requireStaffPasskeys,
  resetStaffPasskeys,
} from "@/features/users/actions";
import { PasskeyPolicySwitch } from "@/features/users/admin/passkey-policy-switch";
import { RoleTable } from "@/features/users/admin/role-table";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const admin = await requireAdmin("staff.manage");
  return (
    <>
      <AdminPageHeader title="Users" description={adminSection("/admin/users").description} />
      <section aria-labelledby="add-admin-heading" className="max-w-2xl">
        <h2 id="add-admin-heading" className="mb-3 font-display text-xl leading-tight font-semibold text-foreground">
          Add someone
        </h2>
        <AddAdminUserForm action={addAdminUser} />
      </section>
      <section aria-labelledby="admins-heading" className="mt-8">
        <h2 id="admins-heading" className="font-display text-xl leading-tight font-semibold text-foreground">
          The admin list
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          Anyone listed here can sign in with their Google account. A new role or a removal takes effect at their next
          click or page load; nobody can remove themselves, and there is always at least one owner.
        </p>
        <Suspense fallback={<ListSkeleton />}>
          <AdminUsers currentEmail={admin.email} />
        </Suspense>
      </section>
      <section aria-labelledby="passkey-rule-heading" className="mt-8 max-w-2xl">
        <h2 id="passkey-rule-heading" className="mb-3 font-display text-xl leading-tight font-semibold text-foreground">
          Passkeys
        </h2>
        <PasskeyPolicySwitch required={admin.passkeysRequired} action={requireStaffPasskeys} />
      </section>
      <section aria-labelledby="roles-heading" className="mt-8 max-w-3xl">
        <h2 id="roles-heading" className="font-display text-xl leading-tight font-semibold text-foreground">
          Who may do what
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          The server checks every page, change and export against this table.
        </p>
        <RoleTable />
      </section>
    </>
  );
}

async function AdminUsers({ currentEmail }: { currentEmail: string }) {
  const users = await listAdminUsers(await getDb());
  return (
    <AdminUsersList
      users={users}
      currentEmail={currentEmail}
      removeAction={removeAdminUser}
      changeRoleAction={changeStaffRole}
      resetPasskeysAction={resetStaffPasskeys}
    />
  );
}

function ListSkeleton() {
  return <div aria-hidden="true" className="h-48 animate-pulse rounded-md border bg-card" />;
}
