"use client";

import { Toaster } from "sonner";
import { TOAST_LIFT_VAR } from "./toast-clearance";

/** Sonner's rich colours, darker: its 13 px text on pale tints fell under WCAG AA's 4.5:1. */
const READABLE_RICH_COLOURS = {
  "--success-text": "hsl(140, 100%, 21%)",
  "--error-text": "hsl(360, 100%, 37%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
} as React.CSSProperties;

// Sonner's own gaps (24 px, 16 px on a phone) plus whatever a bottom bar needs (useToastClearance).
const OFFSET = { bottom: `calc(24px + var(${TOAST_LIFT_VAR}, 0px))` };
const MOBILE_OFFSET = { bottom: `calc(16px + var(${TOAST_LIFT_VAR}, 0px))` };

export function AdminToaster() {
  return (
    <Toaster
      theme="light"
      position="bottom-right"
      closeButton
      richColors
      style={READABLE_RICH_COLOURS}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
    />
  );
}
