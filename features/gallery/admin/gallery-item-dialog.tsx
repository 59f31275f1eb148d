"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { setGalleryPoster, updateGalleryItem } from "@/features/gallery/actions";
import { DropZone, UploadQueue, useUploads, type AdminGalleryItem, galleryItemSchema } from "@/features/media/client";
import {
  fieldBinder,
  SelectField,
  STATUS_OPTIONS,
  Suggestions,
  SwitchField,
  TextField,
} from "@/components/admin/form-field";
import { DialogFormFooter } from "@/components/admin/dialog-form-footer";
import { EditDialog } from "@/components/admin/edit-dialog";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { IMAGE_ACCEPT } from "@/lib/storage/media-rules";

type Values = z.input<typeof galleryItemSchema>;
type Output = z.output<typeof galleryItemSchema>;

const toValues = (item: AdminGalleryItem): Values => ({
  id: item.id,
  title: item.title,
  altText: item.altText,
  category: item.category,
  status: item.status,
  visible: item.visible,
});

export function GalleryItemDialog({
  item,
  categories,
  onClose,
}: {
  item: AdminGalleryItem | null;
  categories: string[];
  onClose: () => void;
}) {
  return (
    <EditDialog editing={item} onClose={onClose} className="max-w-xl">
      {(item) => <GalleryItemForm key={item.id} item={item} categories={categories} onDone={onClose} />}
    </EditDialog>
  );
}

function GalleryItemForm({
  item,
  categories,
  onDone,
}: {
  item: AdminGalleryItem;
  categories: string[];
  onDone: () => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(galleryItemSchema),
    defaultValues: toValues(item),
  });
  const bind = fieldBinder(form);
  const posters = useUploads();

  useEffect(() => {
    form.setFocus("title");
  }, [form]);

  const { onSubmit: save, pending } = useAdminSubmit(form, {
    action: updateGalleryItem,
    onFailure: (message) => toast.error(message),
    onSaved: ({ title }) => {
      toast.success(`Saved “${title}”.`);
      onDone();
    },
  });

  const uploadPoster = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    void posters.start(file, { kind: "image", prefix: "gallery" }, async ({ token }) => {
      const result = await setGalleryPoster({ id: item.id, token });
      if (result.ok) toast.success("Poster saved.");
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    });
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit gallery {item.mediaType === "video" ? "video" : "photo"}</DialogTitle>
        <DialogDescription>
          Alt text is required before publishing: it describes the {item.mediaType === "video" ? "video" : "picture"} to
          guests who use a screen reader.
        </DialogDescription>
      </DialogHeader>

      <TextField label="Title" {...bind("title", "gallery-title")} />

      <TextField
        label="Alt text"
        hint="One sentence on what the picture shows, e.g. “Lamb karahi in a copper pot, garnished with ginger”."
        rows={3}
        {...bind("altText", "gallery-alt")}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField
            label="Category"
            hint="Pick one or type a new one."
            list="gallery-edit-categories"
            autoComplete="off"
            {...bind("category", "gallery-category")}
          />
          <Suggestions id="gallery-edit-categories" values={categories} />
        </div>
        <SelectField label="Status" options={STATUS_OPTIONS} {...bind("status", "gallery-status")} />
      </div>

      <SwitchField
        control={form.control}
        name="visible"
        id="gallery-visible"
        label="Visible on the website"
        hint="Turn off to hide it without unpublishing."
      />

      {item.mediaType === "video" ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">Poster image</p>
          <p className="text-xs text-muted-foreground">
            {item.hasPoster
              ? "The still shown before the video plays. Upload another to replace it."
              : "No poster yet: guests see a plain dark tile until the video loads."}
          </p>
          <DropZone
            label="Choose a poster image"
            hint="JPEG, PNG, WebP or AVIF, up to 15 MB."
            accept={IMAGE_ACCEPT}
            onFiles={uploadPoster}
          />
          <UploadQueue uploads={posters.uploads} onDismiss={posters.dismiss} />
        </div>
      ) : null}

      <DialogFormFooter pending={pending} onCancel={onDone} />
    </form>
  );
}
