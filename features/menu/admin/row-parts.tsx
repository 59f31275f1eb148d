import { CalendarClock, Pencil, Trash2 } from "lucide-react";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { formatLondon } from "@/lib/time/london";

export function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <span className="inline-flex size-8 items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-[var(--color-gold-deep)]"
      />
    </span>
  );
}

export function ScheduleNote({ publishAt, unpublishAt }: { publishAt: string | null; unpublishAt: string | null }) {
  if (!publishAt && !unpublishAt) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 text-xs text-muted-foreground">
      <CalendarClock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {[publishAt ? `From ${formatLondon(publishAt)}` : "", unpublishAt ? `until ${formatLondon(unpublishAt)}` : ""]
          .filter(Boolean)
          .join(" ")
          .replace(/^until/, "Until")}
      </span>
    </p>
  );
}

/** A row's move buttons (or a spacer while reordering is locked), then Edit and a confirmed Delete named after it. */
export function RowActions({
  className,
  moveButtons,
  name,
  onEdit,
  deleteTitle,
  deleteDescription,
  onDelete,
}: {
  className: string;
  moveButtons: React.ReactNode;
  name: string;
  onEdit: () => void;
  deleteTitle: string;
  deleteDescription: string;
  onDelete: () => Promise<boolean>;
}) {
  return (
    <div
      className={cn(
        "col-start-2 flex items-center justify-between gap-1 sm:col-start-3 sm:mt-0 sm:justify-end sm:self-start",
        className,
      )}
    >
      {moveButtons ?? <span />}
      <span className="flex gap-1.5">
        <Button type="button" variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          <span className="max-sm:sr-only">Edit</span>
          <span className="sr-only"> {name}</span>
        </Button>
        <ConfirmButton size="sm" title={deleteTitle} description={deleteDescription} onConfirm={onDelete}>
          <Trash2 aria-hidden="true" />
          <span className="max-sm:sr-only">Delete</span>
          <span className="sr-only"> {name}</span>
        </ConfirmButton>
      </span>
    </div>
  );
}
