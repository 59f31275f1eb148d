"use client";

import { useTransition } from "react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { toastAction } from "@/components/admin/toast-action";
import { Button } from "@/components/ui/button";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { STATUS_LABELS, type EnquiryStatus } from "@/lib/db/schema/enquiry-statuses";
import type { EnquiryStatusInput } from "@/features/enquiries/schema";
import { partyInWords } from "@/lib/forms/field-lists";

const PRIMARY: ReadonlySet<EnquiryStatus> = new Set(["confirmed", "seated", "replied", "closed"]);

/** Status changes without e-mailing the guest; `offered` comes from the server. A no-show is asked about first. */
export function EnquiryStatusControl({
  id,
  offered,
  action,
  booking,
}: {
  id: string;
  offered: EnquiryStatus[];
  action: ActionProp<EnquiryStatusInput, { status: EnquiryStatus; table?: string | null }>;
  booking: { guests: number | null; when: string } | null;
}) {
  const [pending, startTransition] = useTransition();
  const mark = (next: EnquiryStatus) =>
    toastAction(action({ id, status: next }), "The status was not changed", ({ table }) =>
      toast.success(`Marked ${STATUS_LABELS[next].toLowerCase()}`, table ? { description: table } : undefined),
    );
  const change = (next: EnquiryStatus) =>
    startTransition(async () => {
      await mark(next);
    });
  const party = booking?.guests ? partyInWords(booking.guests) : "the party";

  return (
    <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
      {offered.map((s) =>
        s === "no_show" ? (
          <ConfirmButton
            key={s}
            type="button"
            size="sm"
            disabled={pending}
            title="Mark this booking a no-show?"
            description={`Only when ${party}${booking?.when ? ` booked for ${booking.when}` : ""} did not come and did not call. The guest is not e-mailed, and the book counts the table free again.`}
            confirmLabel="Mark no-show"
            busyLabel="Marking…"
            onConfirm={() => mark(s)}
          >
            Mark no-show
          </ConfirmButton>
        ) : (
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
        ),
      )}
    </div>
  );
}
