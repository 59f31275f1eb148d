"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  rectSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDownIcon, ArrowDownToLineIcon, ArrowUpIcon, ArrowUpToLineIcon, GripVerticalIcon } from "lucide-react";
import { moveItem } from "@/lib/admin/reorder";
import { cn } from "@/lib/utils";

export interface SortableControls {
  handle: React.ReactNode;
  moveButtons: React.ReactNode;
  isDragging: boolean;
}

/** A list reordered by dragging (mouse, touch or keyboard) or move buttons; the caller saves the new order of ids. */
export function SortableList<T extends { id: string }>({
  items,
  onReorder,
  label,
  renderItem,
  layout = "list",
  disabled = false,
  className,
  as: Tag = "ul",
}: {
  items: readonly T[];
  onReorder: (ids: string[], moved: T) => void;
  label: (item: T) => string;
  renderItem: (item: T, controls: SortableControls) => React.ReactNode;
  layout?: "list" | "grid";
  disabled?: boolean;
  className?: string;
  as?: "ul" | "ol" | "div";
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    const moved = items[from];
    if (!moved || from === to) return;
    onReorder(
      moveItem(items, from, to).map((i) => i.id),
      moved,
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      items.findIndex((i) => i.id === active.id),
      items.findIndex((i) => i.id === over.id),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(items, active.id, label)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(items, active.id, label)} is over position ${positionOf(items, over.id)} of ${items.length}.`
              : "",
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(items, active.id, label)} dropped at position ${positionOf(items, over.id)} of ${items.length}.`
              : "Dropped.",
          onDragCancel: ({ active }) => `Moving ${nameOf(items, active.id, label)} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable:
            "To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.",
        },
      }}
    >
      <SortableContext
        items={items.map((i) => i.id)}
        strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        <Tag className={className}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              label={label(item)}
              disabled={disabled}
              move={move}
              renderItem={renderItem}
              as={Tag === "div" ? "div" : "li"}
            />
          ))}
        </Tag>
      </SortableContext>
    </DndContext>
  );
}

function nameOf<T extends { id: string }>(items: readonly T[], id: string | number, label: (item: T) => string) {
  const item = items.find((i) => i.id === id);
  return item ? label(item) : "Item";
}

function positionOf<T extends { id: string }>(items: readonly T[], id: string | number) {
  return items.findIndex((i) => i.id === id) + 1;
}

function SortableRow<T extends { id: string }>({
  item,
  index,
  count,
  label,
  disabled,
  move,
  renderItem,
  as: Tag,
}: {
  item: T;
  index: number;
  count: number;
  label: string;
  disabled: boolean;
  move: (from: number, to: number) => void;
  renderItem: (item: T, controls: SortableControls) => React.ReactNode;
  as: "li" | "div";
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  const iconButton =
    "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-30";

  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder ${label}`}
      disabled={disabled}
      className={cn(iconButton, "cursor-grab touch-none active:cursor-grabbing")}
    >
      <GripVerticalIcon className="size-4" aria-hidden="true" />
    </button>
  );
  const first = index === 0;
  const last = index === count - 1;
  const moves = [
    { where: "to the top", title: "Move to the top", to: 0, blocked: first, Icon: ArrowUpToLineIcon },
    { where: "up", title: "Move up", to: index - 1, blocked: first, Icon: ArrowUpIcon },
    { where: "down", title: "Move down", to: index + 1, blocked: last, Icon: ArrowDownIcon },
    { where: "to the bottom", title: "Move to the bottom", to: count - 1, blocked: last, Icon: ArrowDownToLineIcon },
  ];
  const moveButtons = (
    <span className="inline-flex">
      {moves.map(({ where, title, to, blocked, Icon }) => (
        <button
          key={where}
          type="button"
          className={iconButton}
          aria-label={`Move ${label} ${where}`}
          title={title}
          disabled={disabled || blocked}
          onClick={() => move(index, to)}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </span>
  );

  return (
    <Tag
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative", isDragging && "z-10 opacity-80 shadow-lg")}
    >
      {renderItem(item, { handle, moveButtons, isDragging })}
    </Tag>
  );
}

/** Says while a reorder is still being saved (the list has already moved); always rendered so the live region is heard. */
export function ReorderSavingStatus({ pending, className }: { pending: boolean; className?: string }) {
  return (
    <p role="status" className={cn("min-h-5 text-sm text-muted-foreground", className)}>
      {pending ? "Saving the new order…" : ""}
    </p>
  );
}
