import { Fragment } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";

/** The dialog something is edited in while `editing` holds it; closing the dialog ends the editing. */
export function EditDialog<T>({
  editing,
  onClose,
  className,
  children,
}: {
  editing: T | null;
  onClose: () => void;
  className?: string;
  children: (editing: T) => React.ReactNode;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className}>{editing !== null ? children(editing) : null}</DialogContent>
    </Dialog>
  );
}

/**
 * An EditDialog for a list whose rows and a new one share a form: `editing` is a row, "new", or null. The
 * form starts afresh for each row it is opened on.
 */
export function RowEditDialog<T extends { id: string }>({
  editing,
  onClose,
  className,
  children,
}: {
  editing: T | "new" | null;
  onClose: () => void;
  className?: string;
  children: (row: T | null) => React.ReactNode;
}) {
  return (
    <EditDialog editing={editing} onClose={onClose} className={className}>
      {(open) => <Fragment key={open === "new" ? "new" : open.id}>{children(open === "new" ? null : open)}</Fragment>}
    </EditDialog>
  );
}
