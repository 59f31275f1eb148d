"use client";

import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { EmailText } from "@/components/admin/email-text";
import { toastAction } from "@/components/admin/toast-action";
import { ADMIN_ACTION_MESSAGES, type ActionResult } from "@/lib/actions/admin-action-core";
import type { ResetPasskeysInput } from "@/features/users/schema";

type ResetPasskeys = (input: ResetPasskeysInput) => Promise<ActionResult<{ email: string; removed: number }>>;

export function ResetPasskeysButton({ id, email, action }: { id: string; email: string; action: ResetPasskeys }) {
  return (
    <ConfirmButton
      size="sm"
      title="Reset this person's passkeys?"
      description={
        <>
          Every passkey <EmailText email={email} className="font-medium text-foreground" /> has registered is removed,
          for a lost or stolen device. If passkeys are required, they add a new one at their next sensitive page. The
          reset is recorded in the activity log.
        </>
      }
      confirmLabel="Reset passkeys"
      busyLabel="Resetting…"
      aria-label={`Reset the passkeys of ${email}`}
      onConfirm={() =>
        toastAction(
          action({ id }),
          "Could not reset the passkeys",
          (reset) =>
            toast.success("Passkeys reset", {
              description: `${reset.removed} passkey${reset.removed === 1 ? "" : "s"} removed for ${reset.email}.`,
            }),
          ADMIN_ACTION_MESSAGES.unexpected,
        )
      }
    >
      Reset passkeys
    </ConfirmButton>
  );
}
