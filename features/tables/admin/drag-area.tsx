"use client";

import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";

/**
 * Where tables (the floor plan) or bookings (Tables by time) are dragged, saying the same sentences to
 * a screen reader on both. A mouse drag starts after a few pixels (so a click still clicks) and a touch
 * drag after a short press (so a finger can still scroll the page). No keyboard dragging: each page
 * gives the keyboard its own way to place a table or move a booking (`keyboard` says which), which a
 * screen reader can follow step by step.
 */
export function DragArea({
  onDragEnd,
  name,
  where,
  keyboard,
  children,
}: {
  onDragEnd: (event: DragEndEvent) => void;
  /** What is dragged, as named within a sentence and at its start. */
  name: { within: (id: UniqueIdentifier) => string; start: (id: UniqueIdentifier) => string };
  where: (over: UniqueIdentifier | undefined) => string;
  keyboard: string;
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
      {children}
    </DndContext>
  );
}
