"use client";

import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { ENQUIRY_STATUSES, STATUS_LABELS, type EnquiryStatus } from "@/lib/enquiries/labels";
import type { EnquiryStatusInput } from "@/lib/validation/enquiry-admin";

const ACTION_LABELS: Record<EnquiryStatus, string> = { new: "Mark as new", in_progress: "Mark in progress", closed: "Mark closed" };

/** One click per status change; the current status is shown, the others are offered. */
export function EnquiryStatusControl({ id, status, action }: { id: string; status: EnquiryStatus; action: (input: EnquiryStatusInput) => Promise<ActionResult<{ status: EnquiryStatus }>> }) {
  const [pending, startTransition] = useTransition();
  const change = (next: EnquiryStatus) =>
    startTransition(async () => {
      const result = await action({ id, status: next }).catch(() => null);
      if (result?.ok) toast.success(`Marked ${STATUS_LABELS[next].toLowerCase()}`);
      else toast.error("The status was not changed", { description: result?.error ?? "Please try again." });
    });

  return (
    <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
      {ENQUIRY_STATUSES.filter((s) => s !== status).map((s) => (
        <Button key={s} type="button" variant={s === "closed" ? "default" : "outline"} size="sm" disabled={pending} onClick={() => change(s)}>
          {ACTION_LABELS[s]}
        </Button>
      ))}
    </div>
  );
}
