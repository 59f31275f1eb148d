"use client";

import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { cn } from "@/lib/utils";

/**
 * Where tables (the floor plan) or bookings (Tables by time) are dragged, saying the same sentences to
 * a screen reader on both. A mouse drag starts after a few pixels (so a click still clicks) and a touch
 * drag after a short press (so a finger can still scroll the page). No keyboard dragging: each page
 * gives the keyboard its own way to place a table or move a booking (`keyboard` says which), which a
 * screen reader can follow step by step. The area is one named group, busy while a move is saved.
 */
export function DragArea({
  onDragEnd,
  name,
  where,
  keyboard,
  label,
  busy,
  className,
  style,
  children,
}: {
  onDragEnd: (event: DragEndEvent) => void;
  /** What is dragged, as named within a sentence and at its start. */
  name: { within: (id: UniqueIdentifier) => string; start: (id: UniqueIdentifier) => string };
  where: (over: UniqueIdentifier | undefined) => string;
  keyboard: string;
  label: string;
  busy: boolean;
  className: string;
  style?: React.CSSProperties;
  children: React.ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name.within(active.id)}.`,
          onDragOver: ({ active, over }) => `${name.start(active.id)} is ${where(over?.id)}.`,
          onDragEnd: ({ active, over }) => `${name.start(active.id)} was put down ${where(over?.id)}.`,
          onDragCancel: ({ active }) => `Moving ${name.within(active.id)} was cancelled.`,
        },
        screenReaderInstructions: { draggable: keyboard },
      }}
    >
      <div role="group" aria-label={label} aria-busy={busy} className={className} style={style}>
        {children}
      </div>
    </DndContext>
  );
}

/** What is dragged inside a DragArea: a button that follows the pointer and lifts above the rest while it moves. */
export function DraggableButton({
  dragId,
  className,
  style,
  ...button
}: { dragId: string; className: string } & Omit<React.ComponentProps<"button">, "type" | "ref" | "className">) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: dragId });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      {...button}
      style={{ ...style, transform: CSS.Translate.toString(transform) }}
      className={cn(
        "cursor-grab touch-none outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
        isDragging && "z-10 cursor-grabbing shadow-lg",
      )}
    />
  );
}
