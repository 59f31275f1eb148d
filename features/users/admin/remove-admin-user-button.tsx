"use client";

import { toast } from "sonner";
import { EmailText } from "@/components/admin/email-text";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { toastAction } from "@/components/admin/toast-action";
import { ADMIN_ACTION_MESSAGES, type ActionResult } from "@/lib/actions/admin-action-core";
import type { RemoveAdminUserInput } from "@/features/users/schema";

type RemoveAdminUser = (input: RemoveAdminUserInput) => Promise<ActionResult<{ email: string }>>;

export function RemoveAdminUserButton({ id, email, action }: { id: string; email: string; action: RemoveAdminUser }) {
  return (
    <ConfirmButton
      size="sm"
      title="Remove this admin?"
      description={
        <>
          <EmailText email={email} className="font-medium text-foreground" /> will lose access to the admin area at
          their next click or page load. You can add them again at any time.
        </>
      }
      confirmLabel="Remove"
      busyLabel="Removing…"
      aria-label={`Remove ${email}`}
      onConfirm={() =>
        toastAction(
          action({ id }),
          "Could not remove this admin",
          (removed) =>
            toast.success("Removed from the admin list", { description: `${removed.email} can no longer sign in.` }),
          ADMIN_ACTION_MESSAGES.unexpected,
        )
      }
    >
      Remove
    </ConfirmButton>
  );
}
