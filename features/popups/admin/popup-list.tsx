"use client";

import { Copy, Pencil } from "lucide-react";
import Link from "next/link";
import { useTransition } from "react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { toastAction } from "@/components/admin/toast-action";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import type { PopupState } from "@/features/popups/status";

export interface PopupListItem {
  id: string;
  headline: string;
  state: PopupState;
  schedule: string;
  whereNow: string;
  hiddenNote: string | null;
  details: string;
}

const STATE_BADGE: Record<PopupState, { label: string; variant: BadgeProps["variant"] }> = {
  live: { label: "Live", variant: "success" },
  scheduled: { label: "Scheduled", variant: "info" },
  ended: { label: "Ended", variant: "secondary" },
  draft: { label: "Draft", variant: "outline" },
};

type IdAction<T> = ActionProp<{ id: string }, T>;

export function PopupList({
  items,
  duplicate,
  remove,
}: {
  items: PopupListItem[];
  duplicate: IdAction<{ id: string; headline: string }>;
  remove: IdAction<{ id: string }>;
}) {
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label="Popups">
      {items.map((item) => (
        <PopupRow key={item.id} item={item} duplicate={duplicate} remove={remove} />
      ))}
    </ul>
  );
}

function PopupRow({
  item,
  duplicate,
  remove,
}: {
  item: PopupListItem;
  duplicate: IdAction<{ id: string; headline: string }>;
  remove: IdAction<{ id: string }>;
}) {
  const [duplicating, startDuplicate] = useTransition();
  const badge = STATE_BADGE[item.state];
  return (
    <li
      className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between"
      aria-label={item.headline}
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <Link
            href={`/admin/popups/${item.id}`}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {item.headline}
          </Link>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Schedule</dt>
          <dd>{item.schedule}</dd>
          <dt className="text-muted-foreground">Shows now</dt>
          <dd>
            {item.whereNow}
            {item.hiddenNote ? <span className="block text-muted-foreground">{item.hiddenNote}</span> : null}
          </dd>
        </dl>
        <p className="text-xs text-muted-foreground">{item.details}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/admin/popups/${item.id}`} aria-label={`Edit ${item.headline}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={duplicating}
          aria-label={`Duplicate ${item.headline}`}
          onClick={() =>
            startDuplicate(async () => {
              await toastAction(duplicate({ id: item.id }), "Could not duplicate the popup", (copy) =>
                toast.success("Popup duplicated", {
                  description: `“${copy.headline}” is a draft: edit and publish it when ready.`,
                }),
              );
            })
          }
        >
          <Copy aria-hidden="true" />
          {duplicating ? "Duplicating..." : "Duplicate"}
        </Button>
        <ConfirmButton
          size="sm"
          aria-label={`Delete ${item.headline}`}
          title={`Delete “${item.headline}”?`}
          description="It disappears from the website at once. This cannot be undone."
          onConfirm={() =>
            toastAction(remove({ id: item.id }), "Could not delete the popup", () => toast.success("Popup deleted"))
          }
        >
          Delete
        </ConfirmButton>
      </div>
    </li>
  );
}
