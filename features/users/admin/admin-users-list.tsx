import { EmailText } from "@/components/admin/email-text";
import { Badge } from "@/components/ui/badge";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { formatLondonDateTime } from "@/lib/time/london";
import type { AdminUserRow } from "@/features/users/changes";
import type { ChangeRoleInput, RemoveAdminUserInput, ResetPasskeysInput } from "@/features/users/schema";
import { ROLE_LABELS, type StaffRole } from "@/lib/auth/permissions";
import { ChangeRoleSelect } from "./change-role-select";
import { RemoveAdminUserButton, ResetPasskeysButton } from "./staff-row-buttons";

/** Who added a row, in words: the deployment's first admins have no person behind them. */
export function describeAddedBy(addedBy: string | null): string {
  if (!addedBy) return "not recorded";
  if (addedBy === "ADMIN_EMAILS") return "the deployment settings";
  return addedBy;
}

export function AdminUsersList({
  users,
  currentEmail,
  removeAction,
  changeRoleAction,
  resetPasskeysAction,
}: {
  users: AdminUserRow[];
  currentEmail: string;
  removeAction: ActionProp<RemoveAdminUserInput, { email: string }>;
  changeRoleAction: ActionProp<ChangeRoleInput, { email: string; role: StaffRole }>;
  resetPasskeysAction: ActionProp<ResetPasskeysInput, { email: string; removed: number }>;
}) {
  const owners = users.filter((u) => u.role === "owner").length;
  return (
    <ul aria-label="Admins" className="divide-y rounded-lg border bg-card">
      {users.map((user) => {
        const isYou = user.email === currentEmail;
        const lastOwner = user.role === "owner" && owners <= 1;
        return (
          <li key={user.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <EmailText email={user.email} className="font-medium text-foreground" />
                {isYou ? <Badge variant="secondary">You</Badge> : null}
                {isYou || lastOwner ? <Badge variant="outline">{ROLE_LABELS[user.role]}</Badge> : null}
              </p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                Added by <EmailText email={describeAddedBy(user.addedBy)} />,{" "}
                <time dateTime={user.createdAt.toISOString()} className="whitespace-nowrap tabular-nums">
                  {formatLondonDateTime(user.createdAt)}
                </time>
                {" · "}
                {user.passkeys === 0 ? "no passkey" : `${user.passkeys} passkey${user.passkeys === 1 ? "" : "s"}`}
              </p>
            </div>
            {isYou || lastOwner ? null : (
              <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-center">
                <ChangeRoleSelect id={user.id} email={user.email} role={user.role} action={changeRoleAction} />
                {user.passkeys > 0 ? (
                  <ResetPasskeysButton id={user.id} email={user.email} action={resetPasskeysAction} />
                ) : null}
                <RemoveAdminUserButton id={user.id} email={user.email} action={removeAction} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
