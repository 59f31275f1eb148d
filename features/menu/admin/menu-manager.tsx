"use client";

import { Search, X } from "lucide-react";
import { useMemo, useState, useTransition } from "react";
import { toast } from "sonner";
import { SortableList } from "@/components/admin/sortable-list";
import { toastAction, useSavedOrder } from "@/components/admin/toast-action";
import { AddButton } from "@/components/admin/add-button";
import { Button } from "@/components/ui/button";
import { EditDialog } from "@/components/admin/edit-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import {
  STATE_FILTERS,
  applyOrder,
  bulkDoneMessage,
  filterMenu,
  isFiltering,
  menuSummary,
  menuViews,
  nothingFound,
  tickedIds,
  type OrderChange,
  type StateFilter,
} from "@/features/menu/admin-filter";
import type { AdminMenuItem, AdminMenuSection } from "@/features/menu/admin-types";
import { cn } from "@/lib/utils";
import type { BulkOperation } from "@/features/menu/schema";
import {
  bulkUpdateMenu,
  deleteMenuItem,
  deleteMenuSection,
  reorderMenuItems,
  reorderMenuSections,
} from "@/features/menu/actions";
import { BulkBar } from "./bulk-bar";
import { ItemForm } from "./item-form";
import { SectionCard } from "./section-card";
import { SectionForm } from "./section-form";

type Editor =
  { kind: "section"; section?: AdminMenuSection } | { kind: "item"; sectionId: string; item?: AdminMenuItem };

export function MenuManager({ sections: serverSections, now }: { sections: AdminMenuSection[]; now: string }) {
  const at = useMemo(() => new Date(now), [now]);
  const {
    ordered: sections,
    saving: savingOrder,
    reorder: saveOrder,
  } = useSavedOrder(serverSections, applyOrder, (change: OrderChange) =>
    change.kind === "sections"
      ? reorderMenuSections({ ids: change.ids })
      : reorderMenuItems({ sectionId: change.sectionId, ids: change.ids }),
  );
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<StateFilter>("all");
  const [selectedSections, setSelectedSections] = useState<ReadonlySet<string>>(new Set());
  const [selectedItems, setSelectedItems] = useState<ReadonlySet<string>>(new Set());
  const [editor, setEditor] = useState<Editor | null>(null);
  const [bulkPending, startBulk] = useTransition();

  const filtering = isFiltering(query, filter);
  const all = useMemo(() => menuViews(sections, at), [sections, at]);
  const shown = useMemo(() => filterMenu(all, query, filter), [all, query, filter]);
  const ticked = tickedIds(all, selectedSections, selectedItems);
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

  const runBulk = (operation: BulkOperation) =>
    startBulk(async () => {
      await toastAction(
        bulkUpdateMenu({ operation, sectionIds: ticked.sections, itemIds: ticked.items }),
        "Nothing was changed",
        (data) => {
          toast.success(bulkDoneMessage(operation, data));
          clearSelection();
        },
      );
    });

  const remove = (kind: "section" | "item", id: string, name: string, focusAfter: string) =>
    toastAction(
      kind === "section" ? deleteMenuSection({ id }) : deleteMenuItem({ id }),
      `“${name}” was not deleted`,
      () => {
        toast.success(`Deleted “${name}”`);
        // The deleted row took the focused button with it: keep keyboard users in place.
        window.setTimeout(() => document.getElementById(focusAfter)?.focus(), 100);
      },
    );

  const reorderLocked = filtering;

  return (
    <div className={cn("space-y-5", tickedCount > 0 && "pb-24")}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="menu-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="menu-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Dish, section or tag"
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
        <div className="flex items-end gap-3">
          <div className="grid flex-1 gap-1.5 md:w-44 md:flex-none">
            <Label htmlFor="menu-filter">Show</Label>
            <NativeSelect id="menu-filter" value={filter} onChange={(e) => setFilter(e.target.value as StateFilter)}>
              <SelectOptions options={STATE_FILTERS} />
            </NativeSelect>
          </div>
          <AddButton onClick={() => setEditor({ kind: "section" })}>New section</AddButton>
        </div>
      </div>

      <p role="status" className="text-sm text-muted-foreground">
        {menuSummary(all, shown, filtering)}
        {savingOrder ? " Saving the new order…" : ""}
      </p>

      {all.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
          <p className="font-medium text-foreground">The menu is empty</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            Start with a section, such as Small Plates, then add its dishes. Guests see “Menu Coming Soon” until
            something is published.
          </p>
          <AddButton className="mt-5" onClick={() => setEditor({ kind: "section" })}>
            Add the first section
          </AddButton>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-12 text-center">
          <p className="font-medium text-foreground">{nothingFound(query, filter)}</p>
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

      {tickedCount > 0 ? (
        <BulkBar count={tickedCount} pending={bulkPending} onRun={runBulk} onClear={clearSelection} />
      ) : null}

      <EditDialog
        editing={editor}
        onClose={() => setEditor(null)}
        className={editor?.kind === "item" ? "max-w-2xl" : "max-w-xl"}
      >
        {(editor) =>
          editor.kind === "section" ? (
            <SectionForm key={editor.section?.id ?? "new"} section={editor.section} onSaved={() => setEditor(null)} />
          ) : (
            <ItemForm
              key={editor.item?.id ?? `new-${editor.sectionId}`}
              item={editor.item}
              sectionId={editor.sectionId}
              sections={sections}
              onSaved={() => setEditor(null)}
            />
          )
        }
      </EditDialog>
    </div>
  );
}
