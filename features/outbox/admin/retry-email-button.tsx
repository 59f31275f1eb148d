"use client";

import { RotateCw } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { toastAction } from "@/components/admin/toast-action";
import { Button } from "@/components/ui/button";
import type { ActionProp } from "@/lib/actions/admin-action-core";

/** The outbox's retry, as the pages that list failed e-mails are handed it. */
export type RetryEmailAction = ActionProp<{ id: string }, { state: "pending" }>;

/** Sends a failed (or kept) e-mail again: it becomes due now, with a fresh count of attempts. */
export function RetryEmailButton({
  id,
  label = "Retry",
  action,
  describedBy,
}: {
  id: string;
  label?: string;
  action: RetryEmailAction;
  describedBy?: string;
}) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      aria-describedby={describedBy}
      onClick={() =>
        startTransition(async () => {
          await toastAction(action({ id }), "The e-mail was not sent again", () =>
            toast.success("Sending again", { description: "The e-mail is back in the queue." }),
          );
        })
      }
    >
      <RotateCw className="size-3.5" aria-hidden="true" />
      {pending ? "Retrying…" : label}
    </Button>
  );
}
