import { isWithinInclusiveWindow } from "@/lib/visibility/window";
import type { Dismissals, PublicPopup } from "./types";

/** How long a persistent dismissal is honoured (SPEC §9). */
export const DISMISSAL_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export interface EligibilityContext {
  path: string;
  isReturning: boolean;
  dismissals: Dismissals;
  now: Date;
}

/** "/menu/" and "/menu" are the same page; the root stays "/". */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
}

export function isDismissed(popup: Pick<PublicPopup, "id" | "frequency">, dismissals: Dismissals, now: Date): boolean {
  if (popup.frequency === "always") return false;
  if (popup.frequency === "session") return dismissals.session.has(popup.id);
  const at = dismissals.persistent[popup.id];
  return at !== undefined && now.getTime() - at < DISMISSAL_TTL_MS;
}

function audienceMatches(audience: string, isReturning: boolean): boolean {
  if (audience === "new") return !isReturning;
  if (audience === "returning") return isReturning;
  return true;
}

/** Highest priority first, then newest (SPEC §7). */
export function comparePopups(a: Pick<PublicPopup, "priority" | "createdAt">, b: Pick<PublicPopup, "priority" | "createdAt">): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/**
 * Every popup this visitor may see on this page, best first. The server already limits the list to
 * published popups inside their window; the window is checked again because a page stays open
 * between refreshes and an end_at may pass meanwhile.
 */
export function eligiblePopups(popups: readonly PublicPopup[], ctx: EligibilityContext): PublicPopup[] {
  const path = normalisePath(ctx.path);
  return popups
    .filter((p) => p.pages.some((page) => normalisePath(page) === path))
    .filter((p) => audienceMatches(p.audience, ctx.isReturning))
    .filter((p) => isWithinInclusiveWindow(p.startAt, p.endAt, ctx.now))
    .filter((p) => !isDismissed(p, ctx.dismissals, ctx.now))
    .sort(comparePopups);
}

/** The one popup to open (SPEC §4: the highest-priority eligible popup), or null. */
export function choosePopup(popups: readonly PublicPopup[], ctx: EligibilityContext): PublicPopup | null {
  return eligiblePopups(popups, ctx)[0] ?? null;
}
