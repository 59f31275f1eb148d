"use client";

import { CalendarClock, Pencil, Plus, Search, Star, Trash2, X } from "lucide-react";
import { useMemo, useOptimistic, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { SortableList, type SortableControls } from "@/components/admin/sortable-list";
import { useToastClearance } from "@/components/admin/toast-clearance";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatPrice } from "@/lib/menu/price";
import { PUBLIC_STATE_LABELS, blockedBySection, publicState, type PublicState } from "@/lib/menu/admin-state";
import type { AdminMenuItem, AdminMenuSection } from "@/lib/menu/admin-types";
import { formatLondon } from "@/lib/time/london";
import { dietaryTagLabel } from "@/lib/menu/vocabulary";
import { cn } from "@/lib/utils";
import type { BulkOperation } from "@/lib/menu/schema";
import { bulkUpdateMenu, deleteMenuItem, deleteMenuSection, reorderMenuItems, reorderMenuSections } from "./actions";
import { ItemForm } from "./item-form";
import { SectionForm } from "./section-form";
import { StateBadge } from "./state-badge";

type StateFilter = "all" | PublicState;
type Editor = { kind: "section"; section?: AdminMenuSection } | { kind: "item"; sectionId: string; item?: AdminMenuItem };
type OrderChange = { kind: "sections"; ids: string[] } | { kind: "items"; sectionId: string; ids: string[] };

const FILTERS: { value: StateFilter; label: string }[] = [
  { value: "all", label: "Everything" },
  ...(["live", "draft", "hidden", "scheduled", "ended"] as const).map((s) => ({ value: s, label: PUBLIC_STATE_LABELS[s] })),
];

function inOrder<T extends { id: string }>(list: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...list].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

function applyOrder(sections: AdminMenuSection[], change: OrderChange): AdminMenuSection[] {
  if (change.kind === "sections") return inOrder(sections, change.ids);
  return sections.map((s) => (s.id === change.sectionId ? { ...s, items: inOrder(s.items, change.ids) } : s));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface ItemView {
  item: AdminMenuItem;
  own: PublicState;
  blocked: PublicState | null;
}

interface SectionView {
  section: AdminMenuSection;
  state: PublicState;
  items: ItemView[];
}

export function MenuManager({ sections: serverSections, now }: { sections: AdminMenuSection[]; now: string }) {
  const at = useMemo(() => new Date(now), [now]);
  const [sections, setOptimisticOrder] = useOptimistic(serverSections, applyOrder);
  const [savingOrder, startTransition] = useTransition();
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<StateFilter>("all");
  const [selectedSections, setSelectedSections] = useState<ReadonlySet<string>>(new Set());
  const [selectedItems, setSelectedItems] = useState<ReadonlySet<string>>(new Set());
  const [editor, setEditor] = useState<Editor | null>(null);
  const [bulkPending, startBulk] = useTransition();

  const q = query.trim().toLowerCase();
  const filtering = q !== "" || filter !== "all";

  const all: SectionView[] = useMemo(
    () =>
      sections.map((section) => {
        const state = publicState(section, at);
        return {
          section,
          state,
          items: section.items.map((item) => {
            const own = publicState(item, at);
            return { item, own, blocked: blockedBySection(own, state) };
          }),
        };
      }),
    [sections, at],
  );

  const shown = useMemo(() => {
    if (!filtering) return all;
    const text = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ").toLowerCase();
    return all
      .map((v) => {
        const sectionMatchesText = q === "" || text(v.section.title, v.section.slug, v.section.description).includes(q);
        const items = v.items.filter(
          (i) =>
            (sectionMatchesText || text(i.item.name, i.item.description, i.item.dietaryTags.map(dietaryTagLabel).join(" ")).includes(q)) &&
            (filter === "all" || (i.blocked ?? i.own) === filter),
        );
        const sectionItself = sectionMatchesText && (filter === "all" || v.state === filter);
        return sectionItself || items.length > 0 ? { ...v, items } : null;
      })
      .filter((v): v is SectionView => v !== null);
  }, [all, filtering, q, filter]);

  const totals = useMemo(() => {
    const dishes = all.reduce((n, v) => n + v.items.length, 0);
    const live = all.reduce((n, v) => n + v.items.filter((i) => (i.blocked ?? i.own) === "live").length, 0);
    return { sections: all.length, dishes, live, shownDishes: shown.reduce((n, v) => n + v.items.length, 0) };
  }, [all, shown]);

  // Ticks for rows that have since been deleted are ignored rather than cleared.
  const liveSectionIds = new Set(all.map((v) => v.section.id));
  const liveItemIds = new Set(all.flatMap((v) => v.items.map((i) => i.item.id)));
  const ticked = {
    sections: [...selectedSections].filter((id) => liveSectionIds.has(id)),
    items: [...selectedItems].filter((id) => liveItemIds.has(id)),
  };
  const tickedCount = ticked.sections.length + ticked.items.length;

  const toggle = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  const clearSelection = () => {
    setSelectedSections(new Set());
    setSelectedItems(new Set());
  };

  const saveOrder = (change: OrderChange) =>
    startTransition(async () => {
      setOptimisticOrder(change);
      const result = await (change.kind === "sections" ? reorderMenuSections({ ids: change.ids }) : reorderMenuItems({ sectionId: change.sectionId, ids: change.ids })).catch(() => null);
      if (result?.ok) toast.success("New order saved");
      else toast.error("The order was not saved", { description: result?.error ?? "Please try again." });
    });

  const runBulk = (operation: BulkOperation) =>
    startBulk(async () => {
      const result = await bulkUpdateMenu({ operation, sectionIds: ticked.sections, itemIds: ticked.items }).catch(() => null);
      if (result?.ok) {
        const what = [result.data.sections ? plural(result.data.sections, "section") : "", result.data.items ? plural(result.data.items, "dish", "dishes") : ""].filter(Boolean).join(" and ");
        toast.success(operation === "publish" ? `Published ${what}` : `Hid ${what}`);
        clearSelection();
      } else {
        toast.error("Nothing was changed", { description: result?.error ?? "Please try again." });
      }
    });

  const remove = async (kind: "section" | "item", id: string, name: string, focusAfter: string) => {
    const result = await (kind === "section" ? deleteMenuSection({ id }) : deleteMenuItem({ id })).catch(() => null);
    if (result?.ok) {
      toast.success(`Deleted “${name}”`);
      // The deleted row took the focused button with it: keep keyboard users in place.
      window.setTimeout(() => document.getElementById(focusAfter)?.focus(), 100);
      return true;
    }
    toast.error(`“${name}” was not deleted`, { description: result?.error ?? "Please try again." });
    return false;
  };

  const reorderLocked = filtering;

  return (
    <div className={cn("space-y-5", tickedCount > 0 && "pb-24")}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="menu-search">Search</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="menu-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Dish, section or tag" className="pl-9" autoComplete="off" />
          </div>
        </div>
        <div className="flex items-end gap-3">
          <div className="grid flex-1 gap-1.5 md:w-44 md:flex-none">
            <Label htmlFor="menu-filter">Show</Label>
            <NativeSelect id="menu-filter" value={filter} onChange={(e) => setFilter(e.target.value as StateFilter)}>
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" onClick={() => setEditor({ kind: "section" })}>
            <Plus aria-hidden="true" />
            New section
          </Button>
        </div>
      </div>

      <p role="status" className="text-sm text-muted-foreground">
        {filtering
          ? `Showing ${plural(shown.length, "section")} and ${plural(totals.shownDishes, "dish", "dishes")} of ${plural(totals.dishes, "dish", "dishes")}. Clear the search and filter to reorder.`
          : `${plural(totals.sections, "section")}, ${plural(totals.dishes, "dish", "dishes")}, ${totals.live} on the public menu now.`}
        {savingOrder ? " Saving the new order…" : ""}
      </p>

      {all.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
          <p className="font-medium text-foreground">The menu is empty</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">Start with a section, such as Small Plates, then add its dishes. Guests see “Menu Coming Soon” until something is published.</p>
          <Button type="button" className="mt-5" onClick={() => setEditor({ kind: "section" })}>
            <Plus aria-hidden="true" />
            Add the first section
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-12 text-center">
          <p className="font-medium text-foreground">{nothingFound(query.trim(), filter)}</p>
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            onClick={() => {
              setQuery("");
              setFilter("all");
            }}
          >
            <X aria-hidden="true" />
            Clear search and filter
          </Button>
        </div>
      ) : (
        <SortableList
          items={shown.map((v) => ({ ...v, id: v.section.id }))}
          label={(v) => `section ${v.section.title}`}
          disabled={reorderLocked}
          onReorder={(ids) => saveOrder({ kind: "sections", ids })}
          className="space-y-5"
          renderItem={(v, controls) => (
            <SectionCard
              view={v}
              number={all.findIndex((x) => x.section.id === v.section.id) + 1}
              controls={controls}
              reorderLocked={reorderLocked}
              selected={selectedSections.has(v.section.id)}
              onSelect={(on) => setSelectedSections((s) => toggle(s, v.section.id, on))}
              isItemSelected={(id) => selectedItems.has(id)}
              onSelectItem={(id, on) => setSelectedItems((s) => toggle(s, id, on))}
              onEdit={() => setEditor({ kind: "section", section: v.section })}
              onAddItem={() => setEditor({ kind: "item", sectionId: v.section.id })}
              onEditItem={(item) => setEditor({ kind: "item", sectionId: item.sectionId, item })}
              onDelete={() => remove("section", v.section.id, v.section.title, "menu-search")}
              onDeleteItem={(item) => remove("item", item.id, item.name, `section-${v.section.id}`)}
              onReorderItems={(ids) => saveOrder({ kind: "items", sectionId: v.section.id, ids })}
            />
          )}
        />
      )}

      {tickedCount > 0 ? <BulkBar count={tickedCount} pending={bulkPending} onRun={runBulk} onClear={clearSelection} /> : null}

      <Dialog open={editor !== null} onOpenChange={(open) => !open && setEditor(null)}>
        <DialogContent className={editor?.kind === "item" ? "max-w-2xl" : "max-w-xl"}>
          {editor?.kind === "section" ? (
            <SectionForm key={editor.section?.id ?? "new"} section={editor.section} onSaved={() => setEditor(null)} />
          ) : editor?.kind === "item" ? (
            <ItemForm key={editor.item?.id ?? `new-${editor.sectionId}`} item={editor.item} sectionId={editor.sectionId} sections={sections} onSaved={() => setEditor(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function BulkBar({ count, pending, onRun, onClear }: { count: number; pending: boolean; onRun: (operation: BulkOperation) => void; onClear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return (
    <div ref={ref} role="region" aria-label="Bulk actions" className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-3xl flex-wrap items-center gap-2 rounded-lg border bg-card p-3 shadow-lg lg:left-[calc(15rem+1.5rem)]">
      <p className="mr-auto text-sm font-medium">{count} selected</p>
      <Button type="button" size="sm" disabled={pending} onClick={() => onRun("publish")}>
        Publish
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => onRun("hide")}>
        Hide
      </Button>
      <Button type="button" size="sm" variant="ghost" disabled={pending} onClick={onClear}>
        <X aria-hidden="true" />
        Clear<span className="sr-only"> selection</span>
      </Button>
    </div>
  );
}

const STATE_PHRASES: Record<PublicState, string> = {
  live: "on the public menu now",
  draft: "drafts",
  hidden: "hidden",
  scheduled: "scheduled for later",
  ended: "past their end date",
};

function nothingFound(query: string, filter: StateFilter): string {
  if (query && filter !== "all") return `No sections or dishes match “${query}” and are ${STATE_PHRASES[filter]}.`;
  if (query) return `No sections or dishes match “${query}”.`;
  return filter === "all" ? "Nothing to show." : `No sections or dishes are ${STATE_PHRASES[filter]}.`;
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <span className="inline-flex size-8 items-center justify-center">
      <input type="checkbox" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-[var(--color-gold-deep)]" />
    </span>
  );
}

function ScheduleNote({ publishAt, unpublishAt }: { publishAt: string | null; unpublishAt: string | null }) {
  if (!publishAt && !unpublishAt) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 text-xs text-muted-foreground">
      <CalendarClock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{[publishAt ? `From ${formatLondon(publishAt)}` : "", unpublishAt ? `until ${formatLondon(unpublishAt)}` : ""].filter(Boolean).join(" ").replace(/^until/, "Until")}</span>
    </p>
  );
}

function SectionCard({
  view,
  number,
  controls,
  reorderLocked,
  selected,
  onSelect,
  isItemSelected,
  onSelectItem,
  onEdit,
  onAddItem,
  onEditItem,
  onDelete,
  onDeleteItem,
  onReorderItems,
}: {
  view: SectionView;
  number: number;
  controls: SortableControls;
  reorderLocked: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  isItemSelected: (id: string) => boolean;
  onSelectItem: (id: string, on: boolean) => void;
  onEdit: () => void;
  onAddItem: () => void;
  onEditItem: (item: AdminMenuItem) => void;
  onDelete: () => Promise<boolean>;
  onDeleteItem: (item: AdminMenuItem) => Promise<boolean>;
  onReorderItems: (ids: string[]) => void;
}) {
  const { section, state, items } = view;
  const headingId = `section-${section.id}`;
  const dishes = plural(section.items.length, "dish", "dishes");
  return (
    <section aria-labelledby={headingId} className={cn("rounded-lg border bg-card", controls.isDragging && "ring-2 ring-gold")}>
      <div className="grid grid-cols-[auto_1fr] gap-x-2 border-b p-3 sm:grid-cols-[auto_1fr_auto] sm:p-4">
        <div className="row-span-2 flex flex-col items-center sm:row-span-1">
          <SelectBox label={`Select section ${section.title}`} checked={selected} onChange={onSelect} />
          {reorderLocked ? null : controls.handle}
        </div>
        <div className="min-w-0 pt-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h2 id={headingId} tabIndex={-1} className="font-display text-2xl leading-tight font-semibold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring/50">
              <span className="mr-2 text-base font-medium text-gold-deep tabular-nums" aria-hidden="true">
                {String(number).padStart(2, "0")}
              </span>
              {section.title}
            </h2>
            <StateBadge state={state} />
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            <span className="font-mono">/menu#{section.slug}</span> · {dishes}
          </p>
          {section.description ? <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">{section.description}</p> : null}
          <ScheduleNote publishAt={section.publishAt} unpublishAt={section.unpublishAt} />
        </div>
        <div className="col-start-2 mt-3 flex items-center justify-between gap-1 sm:col-start-3 sm:mt-0 sm:justify-end sm:self-start">
          {reorderLocked ? <span /> : controls.moveButtons}
          <span className="flex gap-1.5">
            <Button type="button" variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">Edit</span>
              <span className="sr-only"> section {section.title}</span>
            </Button>
            <ConfirmButton
              size="sm"
              title={`Delete the section “${section.title}”?`}
              description={
                section.items.length > 0
                  ? `Its ${dishes} will be deleted with it and it comes off the public menu straight away. This cannot be undone. To keep the dishes, move them to another section first.`
                  : "It comes off the public menu straight away. This cannot be undone."
              }
              onConfirm={onDelete}
            >
              <Trash2 aria-hidden="true" />
              <span className="max-sm:sr-only">Delete</span>
              <span className="sr-only"> section {section.title}</span>
            </ConfirmButton>
          </span>
        </div>
      </div>

      <div className="p-2 sm:p-3">
        {items.length === 0 ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">{section.items.length === 0 ? "No dishes yet." : "No dishes here match."}</p>
        ) : (
          <SortableList
            items={items.map((i) => ({ ...i, id: i.item.id }))}
            label={(i) => i.item.name}
            disabled={reorderLocked}
            onReorder={onReorderItems}
            className="space-y-2"
            renderItem={(i, itemControls) => (
              <ItemRow
                view={i}
                controls={itemControls}
                reorderLocked={reorderLocked}
                selected={isItemSelected(i.item.id)}
                onSelect={(on) => onSelectItem(i.item.id, on)}
                onEdit={() => onEditItem(i.item)}
                onDelete={() => onDeleteItem(i.item)}
              />
            )}
          />
        )}
        <Button type="button" variant="ghost" size="sm" className="mt-2 text-gold-deep hover:text-foreground" onClick={onAddItem}>
          <Plus aria-hidden="true" />
          Add a dish<span className="sr-only"> to {section.title}</span>
        </Button>
      </div>
    </section>
  );
}

function ItemRow({
  view,
  controls,
  reorderLocked,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  view: ItemView;
  controls: SortableControls;
  reorderLocked: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => Promise<boolean>;
}) {
  const { item, own, blocked } = view;
  const nameId = `item-${item.id}`;
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className={cn(
        "grid grid-cols-[auto_1fr] gap-x-2 rounded-md border bg-background p-2 sm:grid-cols-[auto_1fr_auto] sm:p-2.5",
        controls.isDragging && "ring-2 ring-gold",
        own !== "live" || blocked ? "border-dashed" : null,
      )}
    >
      <div className="row-span-2 flex flex-col items-center sm:row-span-1">
        <SelectBox label={`Select ${item.name}`} checked={selected} onChange={onSelect} />
        {reorderLocked ? null : controls.handle}
      </div>
      <div className="min-w-0 pt-1">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id={nameId} className="min-w-0 font-medium text-foreground">
            {item.isSpecial ? (
              <>
                <Star className="mr-1 inline size-3.5 -translate-y-px fill-gold text-gold-deep" aria-hidden="true" />
                <span className="sr-only">Chef&apos;s special: </span>
              </>
            ) : null}
            {item.name}
          </h3>
          <span className="shrink-0 font-medium tabular-nums">{formatPrice(item.price)}</span>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          {/* What a guest sees decides the badge: a ready dish in a draft section is not public. */}
          <StateBadge state={blocked ?? own} />
          {blocked ? <span className="text-xs text-muted-foreground">Ready, but its section is {PUBLIC_STATE_LABELS[blocked].toLowerCase()}</span> : null}
          {item.dietaryTags.map((t) => (
            <span key={t} className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
              {dietaryTagLabel(t)}
            </span>
          ))}
        </div>
        {item.description ? <p className="mt-1.5 line-clamp-1 text-sm text-muted-foreground">{item.description}</p> : null}
        <ScheduleNote publishAt={item.publishAt} unpublishAt={item.unpublishAt} />
      </div>
      <div className="col-start-2 mt-2 flex items-center justify-between gap-1 sm:col-start-3 sm:mt-0 sm:justify-end sm:self-start">
        {reorderLocked ? <span /> : controls.moveButtons}
        <span className="flex gap-1.5">
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            <span className="max-sm:sr-only">Edit</span>
            <span className="sr-only"> {item.name}</span>
          </Button>
          <ConfirmButton size="sm" title={`Delete “${item.name}”?`} description="It comes off the public menu straight away. This cannot be undone. To take it off for a while, untick Visible instead." onConfirm={onDelete}>
            <Trash2 aria-hidden="true" />
            <span className="max-sm:sr-only">Delete</span>
            <span className="sr-only"> {item.name}</span>
          </ConfirmButton>
        </span>
      </div>
    </div>
  );
}
