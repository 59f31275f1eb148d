import { SortableList, type SortableControls } from "@/components/admin/sortable-list";
import { AddButton } from "@/components/admin/add-button";
import { plural, type SectionView } from "@/features/menu/admin-filter";
import type { AdminMenuItem } from "@/features/menu/admin-types";
import { cn } from "@/lib/utils";
import { ItemRow } from "./item-row";
import { RowActions, ScheduleNote, SelectBox } from "./row-parts";
import { StateBadge } from "./state-badge";

export function SectionCard({
  view,
  number,
  controls,
  reorderLocked,
  selected,
  onSelect,
  isItemSelected,
  onSelectItem,
  onEdit,
  onAddItem,
  onEditItem,
  onDelete,
  onDeleteItem,
  onReorderItems,
}: {
  view: SectionView;
  number: number;
  controls: SortableControls;
  reorderLocked: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  isItemSelected: (id: string) => boolean;
  onSelectItem: (id: string, on: boolean) => void;
  onEdit: () => void;
  onAddItem: () => void;
  onEditItem: (item: AdminMenuItem) => void;
  onDelete: () => Promise<boolean>;
  onDeleteItem: (item: AdminMenuItem) => Promise<boolean>;
  onReorderItems: (ids: string[]) => void;
}) {
  const { section, state, items } = view;
  const headingId = `section-${section.id}`;
  const dishes = plural(section.items.length, "dish", "dishes");
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-lg border bg-card", controls.isDragging && "ring-2 ring-gold")}
    >
      <div className="grid grid-cols-[auto_1fr] gap-x-2 border-b p-3 sm:grid-cols-[auto_1fr_auto] sm:p-4">
        <div className="row-span-2 flex flex-col items-center sm:row-span-1">
          <SelectBox label={`Select section ${section.title}`} checked={selected} onChange={onSelect} />
          {reorderLocked ? null : controls.handle}
        </div>
        <div className="min-w-0 pt-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h2
              id={headingId}
              tabIndex={-1}
              className="font-display text-2xl leading-tight font-semibold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
            >
              <span className="mr-2 text-base font-medium text-gold-deep tabular-nums" aria-hidden="true">
                {String(number).padStart(2, "0")}
              </span>
              {section.title}
            </h2>
            <StateBadge state={state} />
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            <span className="font-mono">/menu#{section.slug}</span> · {dishes}
          </p>
          {section.description ? (
            <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">{section.description}</p>
          ) : null}
          <ScheduleNote publishAt={section.publishAt} unpublishAt={section.unpublishAt} />
        </div>
        <RowActions
          className="mt-3"
          moveButtons={reorderLocked ? null : controls.moveButtons}
          name={`section ${section.title}`}
          onEdit={onEdit}
          deleteTitle={`Delete the section “${section.title}”?`}
          deleteDescription={
            section.items.length > 0
              ? `Its ${dishes} will be deleted with it and it comes off the public menu straight away. This cannot be undone. To keep the dishes, move them to another section first.`
              : "It comes off the public menu straight away. This cannot be undone."
          }
          onDelete={onDelete}
        />
      </div>

      <div className="p-2 sm:p-3">
        {items.length === 0 ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">
            {section.items.length === 0 ? "No dishes yet." : "No dishes here match."}
          </p>
        ) : (
          <SortableList
            items={items.map((i) => ({ ...i, id: i.item.id }))}
            label={(i) => i.item.name}
            disabled={reorderLocked}
            onReorder={onReorderItems}
            className="space-y-2"
            renderItem={(i, itemControls) => (
              <ItemRow
                view={i}
                controls={itemControls}
                reorderLocked={reorderLocked}
                selected={isItemSelected(i.item.id)}
                onSelect={(on) => onSelectItem(i.item.id, on)}
                onEdit={() => onEditItem(i.item)}
                onDelete={() => onDeleteItem(i.item)}
              />
            )}
          />
        )}
        <AddButton variant="ghost" size="sm" className="mt-2 text-gold-deep hover:text-foreground" onClick={onAddItem}>
          Add a dish<span className="sr-only"> to {section.title}</span>
        </AddButton>
      </div>
    </section>
  );
}
