import { EmailText } from "@/components/admin/email-text";
import { Badge } from "@/components/ui/badge";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { formatLondonDateTime } from "@/lib/time/london";
import type { AdminUserRow } from "@/features/users/changes";
import type { RemoveAdminUserInput } from "@/features/users/schema";
import { RemoveAdminUserButton } from "./remove-admin-user-button";

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
}: {
  users: AdminUserRow[];
  currentEmail: string;
  removeAction: (input: RemoveAdminUserInput) => Promise<ActionResult<{ email: string }>>;
}) {
  const onlyOne = users.length <= 1;
  return (
    <ul aria-label="Admins" className="divide-y rounded-lg border bg-card">
      {users.map((user) => {
        const isYou = user.email === currentEmail;
        return (
          <li key={user.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <EmailText email={user.email} className="font-medium text-foreground" />
                {isYou ? <Badge variant="secondary">You</Badge> : null}
              </p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                Added by <EmailText email={describeAddedBy(user.addedBy)} />,{" "}
                <time dateTime={user.createdAt.toISOString()} className="whitespace-nowrap tabular-nums">
                  {formatLondonDateTime(user.createdAt)}
                </time>
              </p>
            </div>
            <div className="shrink-0">
              {isYou || onlyOne ? null : (
                <RemoveAdminUserButton id={user.id} email={user.email} action={removeAction} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
