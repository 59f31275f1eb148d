import { isWithinPublishWindow, type Instant } from "@/lib/visibility/window";

/** Mirrors the public read's SQL rule (published, visible, inside the window). */

export type PublicState = "live" | "draft" | "hidden" | "scheduled" | "ended";

export interface Publishable {
  status: "draft" | "published";
  visible: boolean;
  publishAt: Instant;
  unpublishAt: Instant;
}

function time(value: Instant): number | null {
  if (value === null || value === undefined || value === "") return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** The reason that explains most: a draft is a draft whatever its window; then hidden; then timing. */
export function publicState(row: Publishable, now: Date): PublicState {
  if (row.status !== "published") return "draft";
  if (!row.visible) return "hidden";
  if (isWithinPublishWindow(row.publishAt, row.unpublishAt, now)) return "live";
  const start = time(row.publishAt);
  return start !== null && start > now.getTime() ? "scheduled" : "ended";
}

export const PUBLIC_STATE_LABELS: Record<PublicState, string> = {
  live: "Public now",
  draft: "Draft",
  hidden: "Hidden",
  scheduled: "Scheduled",
  ended: "Ended",
};

/** Why a dish live on its own is still not shown (its section's state), or null. */
export function blockedBySection(itemState: PublicState, sectionState: PublicState): PublicState | null {
  return itemState === "live" && sectionState !== "live" ? sectionState : null;
}

/** "Karahi & Handi" → "karahi-and-handi"; accents folded, anything else becomes a single hyphen. */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
