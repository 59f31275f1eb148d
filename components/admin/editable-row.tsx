import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "./confirm-button";

/** A list row with its Edit button and a Delete that asks first; `name` ends both buttons' accessible names. */
export function EditableRow({
  label,
  name,
  onEdit,
  confirm,
  onDelete,
  children,
}: {
  label: string;
  name: string;
  onEdit: () => void;
  confirm: { title: string; description: React.ReactNode };
  onDelete: () => Promise<boolean | void>;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5" aria-label={label}>
      <div className="min-w-0">{children}</div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <ConfirmButton size="sm" aria-label={`Delete ${name}`} {...confirm} onConfirm={onDelete}>
          Delete
        </ConfirmButton>
      </div>
    </li>
  );
}
