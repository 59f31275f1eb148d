"use client";

import { RefreshCw } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/admin-action-core";

export function RefreshSiteButton({ action }: { action: (input: Record<string, never>) => Promise<ActionResult<{ refreshedAt: string }>> }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await action({}).catch(() => null);
          if (result?.ok) toast.success("Public site refreshed", { description: "Visitors now see the latest content." });
          else toast.error("Could not refresh the public site", { description: result?.error ?? "Please try again." });
        })
      }
    >
      <RefreshCw className={pending ? "animate-spin motion-reduce:animate-none" : undefined} aria-hidden="true" />
      {pending ? "Refreshing..." : "Refresh public site"}
    </Button>
  );
}
