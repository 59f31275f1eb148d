"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { toastAction } from "@/components/admin/toast-action";
import type { ActionProp } from "@/lib/actions/admin-action-core";

export function EnquiryDeleteButton({
  id,
  guestName,
  backHref,
  action,
}: {
  id: string;
  guestName: string;
  backHref: string;
  action: ActionProp<{ id: string }, { id: string }>;
}) {
  const router = useRouter();
  return (
    <ConfirmButton
      title="Delete this enquiry?"
      description={
        <>
          This permanently removes {guestName}&rsquo;s enquiry and every personal detail in it, for example when a guest
          asks to be forgotten. The activity log keeps a line saying it was deleted, without their details. This cannot
          be undone.
        </>
      }
      confirmLabel="Delete enquiry"
      onConfirm={() =>
        toastAction(action({ id }), "The enquiry was not deleted", () => {
          toast.success("Enquiry deleted");
          router.push(backHref);
        })
      }
      className="text-destructive hover:text-destructive"
    >
      <Trash2 aria-hidden="true" />
      Delete enquiry
    </ConfirmButton>
  );
}
