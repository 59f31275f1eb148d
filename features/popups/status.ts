import { comparePopups, normalisePath } from "./eligibility";
import { isWithinInclusiveWindow } from "@/lib/visibility/window";
import type { PublicPopup } from "./types";

export type PopupForStatus = Pick<
  PublicPopup,
  "id" | "headline" | "pages" | "audience" | "priority" | "createdAt" | "startAt" | "endAt"
> & {
  status: "draft" | "published";
};

export type PopupState = "draft" | "scheduled" | "live" | "ended";

export interface PopupWhereNow {
  state: PopupState;
  showsOn: string[];
  hiddenOn: Array<{ page: string; by: string }>;
}

export function popupState(p: Pick<PopupForStatus, "status" | "startAt" | "endAt">, now: Date): PopupState {
  if (p.status !== "published") return "draft";
  if (isWithinInclusiveWindow(p.startAt, p.endAt, now)) return "live";
  return p.startAt && Date.parse(p.startAt) > now.getTime() ? "scheduled" : "ended";
}

const isNarrow = (audience: string) => audience === "new" || audience === "returning";

function audienceCovers(higher: string, lower: string): boolean {
  return !isNarrow(higher) || higher === lower;
}

export function popupsWhereNow(popups: readonly PopupForStatus[], now: Date): Map<string, PopupWhereNow> {
  const live = popups.filter((p) => popupState(p, now) === "live");
  const ranked = [...live].sort((a, b) => comparePopups(a, b));
  const out = new Map<string, PopupWhereNow>();
  for (const p of popups) {
    const state = popupState(p, now);
    const result: PopupWhereNow = { state, showsOn: [], hiddenOn: [] };
    if (state === "live") {
      for (const page of p.pages) {
        const path = normalisePath(page);
        const above = ranked.slice(
          0,
          ranked.findIndex((q) => q.id === p.id),
        );
        const winner = above.find(
          (q) => q.pages.some((x) => normalisePath(x) === path) && audienceCovers(q.audience, p.audience),
        );
        if (winner) result.hiddenOn.push({ page, by: winner.headline });
        else result.showsOn.push(page);
      }
    }
    out.set(p.id, result);
  }
  return out;
}
