"use client";

import { Toaster } from "sonner";

/**
 * Sonner's rich colours put 13 px text on pale tints at about 4.2:1, under WCAG AA's 4.5:1.
 * The same hues, darker, reach 6:1 or more; the pale backgrounds stay.
 */
const READABLE_RICH_COLOURS = {
  "--success-text": "hsl(140, 100%, 21%)",
  "--error-text": "hsl(360, 100%, 37%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
} as React.CSSProperties;

export function AdminToaster() {
  return <Toaster theme="light" position="bottom-right" closeButton richColors style={READABLE_RICH_COLOURS} />;
}
