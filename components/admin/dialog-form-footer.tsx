import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SubmitButton } from "./submit-button";

/** Cancel and submit at the foot of a dialog's form; the submit button says when it is busy. */
export function DialogFormFooter({
  pending,
  onCancel,
  label = "Save changes",
  busyLabel = "Saving…",
  lockCancel = false,
}: {
  pending: boolean;
  onCancel: () => void;
  label?: string;
  busyLabel?: string;
  lockCancel?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={lockCancel && pending}>
        Cancel
      </Button>
      <SubmitButton pending={pending} label={label} busyLabel={busyLabel} />
    </DialogFooter>
  );
}
