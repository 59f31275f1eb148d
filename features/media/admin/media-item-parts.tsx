import { PencilIcon, Trash2Icon } from "lucide-react";
import { ConfirmButton } from "@/components/admin/confirm-button";
import type { SortableControls } from "@/components/admin/sortable-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Whether a gallery item or hero slide is published, and whether it is hidden. */
export function PublishBadges({ status, visible }: { status: "draft" | "published"; visible: boolean }) {
  return (
    <>
      <Badge variant={status === "published" ? "success" : "secondary"}>
        {status === "published" ? "Published" : "Draft"}
      </Badge>
      {visible ? null : <Badge variant="warning">Hidden</Badge>}
    </>
  );
}

/** A media card's foot: its reorder controls, then Edit and a confirmed Delete named after the item. */
export function MediaItemControls({
  name,
  controls,
  onEdit,
  deleteTitle,
  deleteDescription,
  onDelete,
  className,
}: {
  name: string;
  controls: Pick<SortableControls, "handle" | "moveButtons">;
  onEdit: () => void;
  deleteTitle: string;
  deleteDescription: string;
  onDelete: () => Promise<boolean>;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center justify-between gap-1 border-t pt-2", className)}>
      <span className="flex items-center">
        {controls.handle}
        {controls.moveButtons}
      </span>
      {/* Stays at the right when the controls wrap onto a second line on a narrow card. */}
      <span className="ml-auto flex items-center gap-1">
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit “${name}”`}>
          <PencilIcon aria-hidden="true" /> Edit
        </Button>
        <ConfirmButton
          size="icon"
          variant="ghost"
          className="size-9 text-destructive hover:text-destructive"
          aria-label={`Delete “${name}”`}
          title={deleteTitle}
          description={deleteDescription}
          onConfirm={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </ConfirmButton>
      </span>
    </div>
  );
}
