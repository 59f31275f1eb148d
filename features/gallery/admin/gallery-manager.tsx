"use client";

import { EyeOffIcon, FilmIcon, ImageIcon, SendIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { addGalleryItem, bulkGalleryAction, reorderGallery } from "@/features/gallery/actions";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { Suggestions } from "@/components/admin/form-field";
import {
  DropZone,
  UploadQueue,
  useUploads,
  MediaItemControls,
  PublishBadges,
  type AdminGalleryItem,
  galleryCategory,
} from "@/features/media/client";
import { ReorderSavingStatus, SortableList, type SortableControls } from "@/components/admin/sortable-list";
import { TitledSection } from "@/components/admin/titled-section";
import { orderByIds, useSavedOrder } from "@/components/admin/toast-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { capitalise } from "@/features/gallery/types";
import { IMAGE_ACCEPT, VIDEO_ACCEPT, guessUploadKind, titleFromFileName } from "@/lib/storage/media-rules";
import { GalleryItemDialog } from "./gallery-item-dialog";

type StatusFilter = "all" | "draft" | "published" | "hidden";

const BULK_BUTTONS = [
  { action: "publish", Icon: SendIcon, label: "Publish" },
  { action: "hide", Icon: EyeOffIcon, label: "Hide" },
] as const;

export function GalleryManager({ items, categories }: { items: AdminGalleryItem[]; categories: string[] }) {
  const {
    ordered,
    saving: savingOrder,
    reorder,
  } = useSavedOrder(items, orderByIds, (ids: string[]) => reorderGallery({ ids }));
  const [category, setCategory] = useState<string>("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploadCategory, setUploadCategory] = useState(items[0]?.category || categories[0] || "food");
  const [editing, setEditing] = useState<AdminGalleryItem | null>(null);
  const { uploads, start, dismiss } = useUploads();

  const shown = useMemo(
    () =>
      ordered.filter(
        (i) =>
          (category === "all" || i.category === category) &&
          (status === "all" || (status === "hidden" ? !i.visible : i.status === status)),
      ),
    [ordered, category, status],
  );
  const filtered = category !== "all" || status !== "all";
  const selectedIds = [...selected].filter((id) => ordered.some((i) => i.id === id));
  const allShownSelected = shown.length > 0 && shown.every((i) => selected.has(i.id));

  const upload = (files: File[]) => {
    const parsedCategory = galleryCategory.safeParse(uploadCategory);
    if (!parsedCategory.success) {
      toast.error(parsedCategory.error.issues[0]?.message ?? "Choose a category for the new uploads.");
      return;
    }
    for (const file of files) {
      const kind = guessUploadKind(file);
      void start(file, { kind, prefix: "gallery" }, async ({ token }) => {
        const added = await addGalleryItem({
          token,
          title: titleFromFileName(file.name),
          category: parsedCategory.data,
        });
        return added.ok ? { ok: true } : { ok: false, error: added.error };
      });
    }
  };

  const bulk = async (operation: "publish" | "hide" | "delete", ids: string[]) => {
    const result = await bulkGalleryAction({ ids, operation });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    const n = result.data.count;
    const what = n === 1 ? "1 item" : `${n} items`;
    toast.success(
      operation === "publish"
        ? `Published ${what}.`
        : operation === "hide"
          ? `Hid ${what} from the gallery.`
          : `Deleted ${what} and their files.`,
    );
    setSelected(new Set());
    return true;
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-8">
      <TitledSection
        id="gallery-upload-heading"
        title="Add photos and videos"
        description="New items arrive as drafts at the end of the gallery. Add alt text, then publish."
        className="rounded-lg border bg-card p-4 sm:p-5"
      >
        <div className="mt-4 grid gap-4 md:grid-cols-[1fr_16rem]">
          <DropZone
            label="Drop photos or videos here, or choose files"
            hint="JPEG, PNG, WebP or AVIF photos up to 15 MB (resized to 2400 px and converted to WebP and AVIF). MP4 or WebM videos up to 200 MB."
            accept={`${IMAGE_ACCEPT},${VIDEO_ACCEPT}`}
            multiple
            onFiles={upload}
          />
          <div className="space-y-2">
            <Label htmlFor="upload-category">Category for new uploads</Label>
            <Input
              id="upload-category"
              list="gallery-categories"
              value={uploadCategory}
              onChange={(e) => setUploadCategory(e.target.value)}
              autoComplete="off"
            />
            <p className="text-xs text-muted-foreground">Pick one from the list or type a new one.</p>
            <Suggestions id="gallery-categories" values={categories} />
          </div>
        </div>
        <UploadQueue uploads={uploads} onDismiss={dismiss} />
      </TitledSection>

      <section aria-labelledby="gallery-items-heading">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <h2 id="gallery-items-heading" className="font-display text-xl font-semibold">
            Gallery items{" "}
            <span className="text-base font-normal text-muted-foreground">
              ({shown.length === ordered.length ? ordered.length : `${shown.length} of ${ordered.length}`})
            </span>
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
            <div className="space-y-1.5 sm:w-44">
              <Label htmlFor="filter-category">Category</Label>
              <NativeSelect id="filter-category" value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="all">All categories</option>
                <SelectOptions options={categories.map((c) => ({ value: c, label: capitalise(c) }))} />
              </NativeSelect>
            </div>
            <div className="space-y-1.5 sm:w-40">
              <Label htmlFor="filter-status">Status</Label>
              <NativeSelect
                id="filter-status"
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
              >
                <option value="all">Any status</option>
                <option value="published">Published</option>
                <option value="draft">Draft</option>
                <option value="hidden">Hidden</option>
              </NativeSelect>
            </div>
          </div>
        </div>

        <div
          className="sticky top-0 z-20 mt-4 flex flex-wrap items-center gap-2 rounded-md border bg-background/95 px-3 py-2 backdrop-blur"
          role="toolbar"
          aria-label="Selected items"
        >
          <label className="mr-auto flex basis-full items-center gap-2 py-1 text-sm sm:basis-auto sm:py-0">
            <Checkbox
              checked={allShownSelected}
              onCheckedChange={(on) => setSelected(on === true ? new Set(shown.map((i) => i.id)) : new Set())}
              aria-label="Select all shown items"
              disabled={shown.length === 0}
            />
            <span aria-live="polite">{selectedIds.length ? `${selectedIds.length} selected` : "Select all"}</span>
          </label>
          {BULK_BUTTONS.map(({ action, Icon, label }) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              disabled={!selectedIds.length}
              onClick={() => void bulk(action, selectedIds)}
            >
              <Icon aria-hidden="true" /> {label}
            </Button>
          ))}
          <ConfirmButton
            size="sm"
            disabled={!selectedIds.length}
            title={`Delete ${selectedIds.length === 1 ? "1 item" : `${selectedIds.length} items`}?`}
            description="They are removed from the gallery and their stored files are deleted. This cannot be undone."
            onConfirm={() => bulk("delete", selectedIds)}
          >
            <Trash2Icon aria-hidden="true" /> Delete
          </ConfirmButton>
        </div>

        {filtered ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Showing a filtered view. Clear the filters to reorder the gallery.
          </p>
        ) : null}
        <ReorderSavingStatus pending={savingOrder} className="mt-3" />

        {shown.length === 0 ? (
          <p className="mt-6 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {ordered.length === 0
              ? "The gallery is empty. Upload the first photo above."
              : "Nothing matches these filters."}
          </p>
        ) : (
          <SortableList
            items={shown}
            layout="grid"
            disabled={filtered}
            label={(i) => `“${i.title}”`}
            onReorder={reorder}
            className="mt-4 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            renderItem={(item, controls) => (
              <GalleryCard
                item={item}
                selected={selected.has(item.id)}
                onSelect={(on) => toggle(item.id, on)}
                onEdit={() => setEditing(item)}
                onDelete={() => bulk("delete", [item.id])}
                controls={controls}
              />
            )}
          />
        )}
      </section>

      <GalleryItemDialog item={editing} categories={categories} onClose={() => setEditing(null)} />
    </div>
  );
}

function GalleryCard({
  item,
  selected,
  onSelect,
  onEdit,
  onDelete,
  controls,
}: {
  item: AdminGalleryItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => Promise<boolean>;
  controls: SortableControls;
}) {
  const Icon = item.mediaType === "video" ? FilmIcon : ImageIcon;
  return (
    <article
      aria-label={item.title}
      className={`flex h-full flex-col overflow-hidden rounded-lg border bg-card ${selected ? "ring-2 ring-gold" : ""}`}
    >
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-muted">
        {item.preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- stored thumbnails are already sized WebP
          <img src={item.preview} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 bg-gradient-to-br from-charcoal to-umber text-parchment">
            <FilmIcon className="size-8" aria-hidden="true" />
            <span className="text-xs">No poster yet</span>
          </div>
        )}
        <span className="absolute top-2 left-2 rounded-md bg-background/90 p-1.5 shadow-sm">
          <Checkbox
            checked={selected}
            onCheckedChange={(on) => onSelect(on === true)}
            aria-label={`Select “${item.title}”`}
          />
        </span>
        <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-md bg-background/90 px-1.5 py-0.5 text-xs text-foreground shadow-sm">
          <Icon className="size-3.5" aria-hidden="true" />
          {item.mediaType === "video" ? "Video" : "Photo"}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 leading-snug font-medium">{item.title}</h3>
        <div className="flex flex-wrap gap-1.5">
          <PublishBadges status={item.status} visible={item.visible} />
          <Badge variant="outline">{capitalise(item.category)}</Badge>
          {item.altText.trim() === "" ? <Badge variant="danger">Needs alt text</Badge> : null}
        </div>
        <MediaItemControls
          name={item.title}
          controls={controls}
          onEdit={onEdit}
          deleteTitle={`Delete “${item.title}”?`}
          deleteDescription="It is removed from the gallery and its stored files are deleted. This cannot be undone."
          onDelete={onDelete}
          className="mt-auto flex-wrap"
        />
      </div>
    </article>
  );
}
