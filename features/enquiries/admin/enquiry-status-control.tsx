"use client";

import { useTransition } from "react";
import { toast } from "sonner";
import { toastAction } from "@/components/admin/toast-action";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { STATUS_LABELS, type EnquiryStatus } from "@/lib/db/schema/enquiry-statuses";
import type { EnquiryStatusInput } from "@/features/enquiries/schema";

const PRIMARY: ReadonlySet<EnquiryStatus> = new Set(["confirmed", "seated", "replied", "closed"]);

/** Status changes without e-mailing the guest; `offered` comes from the server. */
export function EnquiryStatusControl({
  id,
  offered,
  action,
}: {
  id: string;
  offered: EnquiryStatus[];
  action: (input: EnquiryStatusInput) => Promise<ActionResult<{ status: EnquiryStatus }>>;
}) {
  const [pending, startTransition] = useTransition();
  const change = (next: EnquiryStatus) =>
    startTransition(async () => {
      await toastAction(action({ id, status: next }), "The status was not changed", () =>
        toast.success(`Marked ${STATUS_LABELS[next].toLowerCase()}`),
      );
    });

  return (
    <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
      {offered.map((s) => (
        <Button
          key={s}
          type="button"
          variant={PRIMARY.has(s) ? "default" : "outline"}
          size="sm"
          disabled={pending}
          onClick={() => change(s)}
        >
          Mark {STATUS_LABELS[s].toLowerCase()}
        </Button>
      ))}
    </div>
  );
}
