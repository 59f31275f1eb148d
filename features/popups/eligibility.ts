import { isWithinInclusiveWindow } from "@/lib/visibility/window";
import type { Dismissals, PublicPopup } from "./types";

export const DISMISSAL_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export interface EligibilityContext {
  path: string;
  isReturning: boolean;
  dismissals: Dismissals;
  now: Date;
}

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

export function comparePopups(
  a: Pick<PublicPopup, "priority" | "createdAt">,
  b: Pick<PublicPopup, "priority" | "createdAt">,
): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

// The window is checked again: a page stays open and an end_at may pass meanwhile.
export function eligiblePopups(popups: readonly PublicPopup[], ctx: EligibilityContext): PublicPopup[] {
  const path = normalisePath(ctx.path);
  return popups
    .filter((p) => p.pages.some((page) => normalisePath(page) === path))
    .filter((p) => audienceMatches(p.audience, ctx.isReturning))
    .filter((p) => isWithinInclusiveWindow(p.startAt, p.endAt, ctx.now))
    .filter((p) => !isDismissed(p, ctx.dismissals, ctx.now))
    .sort(comparePopups);
}

export function choosePopup(popups: readonly PublicPopup[], ctx: EligibilityContext): PublicPopup | null {
  return eligiblePopups(popups, ctx)[0] ?? null;
}
