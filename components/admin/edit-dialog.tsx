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
