import { Star } from "lucide-react";
import type { SortableControls } from "@/components/admin/sortable-list";
import { PUBLIC_STATE_LABELS } from "@/features/menu/admin-state";
import type { ItemView } from "@/features/menu/admin-filter";
import { formatPrice } from "@/features/menu/price";
import { dietaryTagLabel } from "@/lib/db/schema/menu-vocabulary";
import { cn } from "@/lib/utils";
import { RowActions, ScheduleNote, SelectBox } from "./row-parts";
import { StateBadge } from "./state-badge";

export function ItemRow({
  view,
  controls,
  reorderLocked,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  view: ItemView;
  controls: SortableControls;
  reorderLocked: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => Promise<boolean>;
}) {
  const { item, own, blocked } = view;
  const nameId = `item-${item.id}`;
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className={cn(
        "grid grid-cols-[auto_1fr] gap-x-2 rounded-md border bg-background p-2 sm:grid-cols-[auto_1fr_auto] sm:p-2.5",
        controls.isDragging && "ring-2 ring-gold",
        own !== "live" || blocked ? "border-dashed" : null,
      )}
    >
      <div className="row-span-2 flex flex-col items-center sm:row-span-1">
        <SelectBox label={`Select ${item.name}`} checked={selected} onChange={onSelect} />
        {reorderLocked ? null : controls.handle}
      </div>
      <div className="min-w-0 pt-1">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id={nameId} className="min-w-0 font-medium text-foreground">
            {item.isSpecial ? (
              <>
                <Star className="mr-1 inline size-3.5 -translate-y-px fill-gold text-gold-deep" aria-hidden="true" />
                <span className="sr-only">Chef&apos;s special: </span>
              </>
            ) : null}
            {item.name}
          </h3>
          <span className="shrink-0 font-medium tabular-nums">{formatPrice(item.price)}</span>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          {/* What a guest sees decides the badge: a ready dish in a draft section is not public. */}
          <StateBadge state={blocked ?? own} />
          {blocked ? (
            <span className="text-xs text-muted-foreground">
              Ready, but its section is {PUBLIC_STATE_LABELS[blocked].toLowerCase()}
            </span>
          ) : null}
          {item.dietaryTags.map((t) => (
            <span key={t} className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
              {dietaryTagLabel(t)}
            </span>
          ))}
        </div>
        {item.description ? (
          <p className="mt-1.5 line-clamp-1 text-sm text-muted-foreground">{item.description}</p>
        ) : null}
        <ScheduleNote publishAt={item.publishAt} unpublishAt={item.unpublishAt} />
      </div>
      <RowActions
        className="mt-2"
        moveButtons={reorderLocked ? null : controls.moveButtons}
        name={item.name}
        onEdit={onEdit}
        deleteTitle={`Delete “${item.name}”?`}
        deleteDescription="It comes off the public menu straight away. This cannot be undone. To take it off for a while, untick Visible instead."
        onDelete={onDelete}
      />
    </div>
  );
}
