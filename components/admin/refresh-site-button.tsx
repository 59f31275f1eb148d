"use client";

import { RefreshCw } from "lucide-react";
import { useId, useTransition } from "react";
import { toast } from "sonner";
import { toastAction } from "@/components/admin/toast-action";
import { Button } from "@/components/ui/button";
import type { ActionProp } from "@/lib/actions/admin-action-core";

/** For changes made outside the admin (an import, a restored backup), which the website's saved pages cannot know about. */
export function RefreshSiteButton({ action }: { action: ActionProp<Record<string, never>, { refreshedAt: string }> }) {
  const [pending, startTransition] = useTransition();
  const hintId = useId();
  return (
    <div className="flex max-w-xs flex-col items-start gap-1.5 sm:items-end">
      <Button
        type="button"
        variant="outline"
        aria-describedby={hintId}
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            await toastAction(action({}), "Could not refresh the public site", () =>
              toast.success("Public site refreshed", { description: "Visitors now see the latest content." }),
            );
          })
        }
      >
        <RefreshCw className={pending ? "animate-spin motion-reduce:animate-none" : undefined} aria-hidden="true" />
        {pending ? "Refreshing..." : "Refresh public site"}
      </Button>
      <p id={hintId} className="text-xs leading-snug text-muted-foreground sm:text-right">
        Changes made here show on the website at once. Use this only after changing the content some other way, such as
        a data import.
      </p>
    </div>
  );
}
