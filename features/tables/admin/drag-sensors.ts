"use client";

import { PointerSensor, TouchSensor, useSensor, useSensors } from "@dnd-kit/core";

/**
 * A mouse drag starts after a few pixels (so a click still clicks) and a touch drag after a short
 * press (so a finger can still scroll the page). No keyboard dragging: each page gives the keyboard
 * its own way to place a table or move a booking, which a screen reader can follow step by step.
 */
export const useDragSensors = () =>
  useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );
