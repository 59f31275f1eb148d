"use client";

import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { EmailText } from "@/components/admin/email-text";
import { toastAction } from "@/components/admin/toast-action";
import { ADMIN_ACTION_MESSAGES, type ActionProp } from "@/lib/actions/admin-action-core";

type RowProps<T> = { id: string; email: string; action: ActionProp<{ id: string }, T> };

/** A button on a staff member's row that asks first; its label is also the confirming button's. */
function StaffRowButton<T>({
  id,
  email,
  action,
  label,
  busyLabel,
  ariaLabel,
  title,
  description,
  failure,
  onDone,
}: RowProps<T> & {
  label: string;
  busyLabel: string;
  ariaLabel: (email: string) => string;
  title: string;
  description: (email: React.ReactNode) => React.ReactNode;
  failure: string;
  onDone: (data: T) => void;
}) {
  return (
    <ConfirmButton
      size="sm"
      title={title}
      description={description(<EmailText email={email} className="font-medium text-foreground" />)}
      confirmLabel={label}
      busyLabel={busyLabel}
      aria-label={ariaLabel(email)}
      onConfirm={() => toastAction(action({ id }), failure, onDone, ADMIN_ACTION_MESSAGES.unexpected)}
    >
      {label}
    </ConfirmButton>
  );
}

export function RemoveAdminUserButton(props: RowProps<{ email: string }>) {
  return (
    <StaffRowButton
      {...props}
      title="Remove this admin?"
      description={(email) => (
        <>
          {email} will lose access to the admin area at their next click or page load. You can add them again at any
          time.
        </>
      )}
      label="Remove"
      busyLabel="Removing…"
      ariaLabel={(email) => `Remove ${email}`}
      failure="Could not remove this admin"
      onDone={(removed) =>
        toast.success("Removed from the admin list", { description: `${removed.email} can no longer sign in.` })
      }
    />
  );
}

export function ResetPasskeysButton(props: RowProps<{ email: string; removed: number }>) {
  return (
    <StaffRowButton
      {...props}
      title="Reset this person's passkeys?"
      description={(email) => (
        <>
          Every passkey {email} has registered is removed, for a lost or stolen device. If passkeys are required, they
          add a new one at their next sensitive page. The reset is recorded in the activity log.
        </>
      )}
      label="Reset passkeys"
      busyLabel="Resetting…"
      ariaLabel={(email) => `Reset the passkeys of ${email}`}
      failure="Could not reset the passkeys"
      onDone={(reset) =>
        toast.success("Passkeys reset", {
          description: `${reset.removed} passkey${reset.removed === 1 ? "" : "s"} removed for ${reset.email}.`,
        })
      }
    />
  );
}
