import { PUBLIC_STATE_LABELS, blockedBySection, publicState, type PublicState } from "./admin-state";
import type { AdminMenuItem, AdminMenuSection } from "./admin-types";
import type { BulkOperation } from "./schema";
import { dietaryTagLabel } from "@/lib/db/schema/menu-vocabulary";

export type StateFilter = "all" | PublicState;
export type OrderChange = { kind: "sections"; ids: string[] } | { kind: "items"; sectionId: string; ids: string[] };

export interface ItemView {
  item: AdminMenuItem;
  own: PublicState;
  /** Live on its own but held back by its section. */
  blocked: PublicState | null;
}

export interface SectionView {
  section: AdminMenuSection;
  state: PublicState;
  items: ItemView[];
}

export const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  { value: "all", label: "Everything" },
  ...(["live", "draft", "hidden", "scheduled", "ended"] as const).map((s) => ({
    value: s,
    label: PUBLIC_STATE_LABELS[s],
  })),
];

const STATE_PHRASES: Record<PublicState, string> = {
  live: "on the public menu now",
  draft: "drafts",
  hidden: "hidden",
  scheduled: "scheduled for later",
  ended: "past their end date",
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const dishCount = (n: number) => plural(n, "dish", "dishes");

function inOrder<T extends { id: string }>(list: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...list].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

/** The menu after a drag or move, before the server confirms it; ids not named sink to the end. */
export function applyOrder(sections: AdminMenuSection[], change: OrderChange): AdminMenuSection[] {
  if (change.kind === "sections") return inOrder(sections, change.ids);
  return sections.map((s) => (s.id === change.sectionId ? { ...s, items: inOrder(s.items, change.ids) } : s));
}

export function menuViews(sections: readonly AdminMenuSection[], at: Date): SectionView[] {
  return sections.map((section) => {
    const state = publicState(section, at);
    return {
      section,
      state,
      items: section.items.map((item) => {
        const own = publicState(item, at);
        return { item, own, blocked: blockedBySection(own, state) };
      }),
    };
  });
}

export function isFiltering(query: string, filter: StateFilter): boolean {
  return query.trim() !== "" || filter !== "all";
}

const text = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ").toLowerCase();

/**
 * Sections and dishes matching the search and the state filter. A section whose own text matches
 * keeps all its dishes of that state; a dish is filtered by what guests see (its section's state
 * when that holds it back). A section stays while it or any dish of it matches.
 */
export function filterMenu(views: SectionView[], query: string, filter: StateFilter): SectionView[] {
  if (!isFiltering(query, filter)) return views;
  const q = query.trim().toLowerCase();
  return views
    .map((v) => {
      const sectionMatchesText = q === "" || text(v.section.title, v.section.slug, v.section.description).includes(q);
      const items = v.items.filter(
        (i) =>
          (sectionMatchesText ||
            text(i.item.name, i.item.description, i.item.dietaryTags.map(dietaryTagLabel).join(" ")).includes(q)) &&
          (filter === "all" || (i.blocked ?? i.own) === filter),
      );
      const sectionItself = sectionMatchesText && (filter === "all" || v.state === filter);
      return sectionItself || items.length > 0 ? { ...v, items } : null;
    })
    .filter((v): v is SectionView => v !== null);
}

export function menuSummary(all: SectionView[], shown: SectionView[], filtering: boolean): string {
  const dishes = all.reduce((n, v) => n + v.items.length, 0);
  if (filtering) {
    const shownDishes = shown.reduce((n, v) => n + v.items.length, 0);
    return `Showing ${plural(shown.length, "section")} and ${dishCount(shownDishes)} of ${dishCount(dishes)}. Clear the search and filter to reorder.`;
  }
  const live = all.reduce((n, v) => n + v.items.filter((i) => (i.blocked ?? i.own) === "live").length, 0);
  return `${plural(all.length, "section")}, ${dishCount(dishes)}, ${live} on the public menu now.`;
}

export function nothingFound(query: string, filter: StateFilter): string {
  const q = query.trim();
  if (q && filter !== "all") return `No sections or dishes match “${q}” and are ${STATE_PHRASES[filter]}.`;
  if (q) return `No sections or dishes match “${q}”.`;
  return filter === "all" ? "Nothing to show." : `No sections or dishes are ${STATE_PHRASES[filter]}.`;
}

/** Ticked ids still on the page: ticks for rows deleted since are ignored rather than cleared. */
export function tickedIds(all: SectionView[], sections: ReadonlySet<string>, items: ReadonlySet<string>) {
  const sectionIds = new Set(all.map((v) => v.section.id));
  const itemIds = new Set(all.flatMap((v) => v.items.map((i) => i.item.id)));
  return {
    sections: [...sections].filter((id) => sectionIds.has(id)),
    items: [...items].filter((id) => itemIds.has(id)),
  };
}

const BULK_DONE: Record<BulkOperation, string> = { publish: "Published", show: "Showed", hide: "Hid" };

export function bulkDoneMessage(operation: BulkOperation, counts: { sections: number; items: number }): string {
  const what = [counts.sections ? plural(counts.sections, "section") : "", counts.items ? dishCount(counts.items) : ""]
    .filter(Boolean)
    .join(" and ");
  return `${BULK_DONE[operation]} ${what}`;
}
