"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { setGalleryPoster, updateGalleryItem } from "@/app/admin/(protected)/gallery/actions";
import { DropZone } from "@/components/admin/media/drop-zone";
import { describedBy, FormField } from "@/components/admin/form-field";
import { DialogFormFooter } from "@/components/admin/dialog-form-footer";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { UploadQueue } from "@/components/admin/media/upload-queue";
import { useUploads } from "@/components/admin/media/use-uploads";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { AdminGalleryItem } from "@/lib/media/admin-queries";
import { IMAGE_ACCEPT } from "@/lib/media/rules";
import { galleryItemSchema } from "@/lib/media/schema";

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
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {item ? <GalleryItemForm key={item.id} item={item} categories={categories} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
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
  const { errors } = form.formState;
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

      <FormField id="gallery-title" label="Title" error={errors.title?.message}>
        <Input
          id="gallery-title"
          {...form.register("title")}
          {...describedBy("gallery-title", { error: errors.title?.message })}
        />
      </FormField>

      <FormField
        id="gallery-alt"
        label="Alt text"
        hint="One sentence on what the picture shows, e.g. “Lamb karahi in a copper pot, garnished with ginger”."
        error={errors.altText?.message}
      >
        <Textarea
          id="gallery-alt"
          rows={3}
          {...form.register("altText")}
          {...describedBy("gallery-alt", { hint: true, error: errors.altText?.message })}
        />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="gallery-category"
          label="Category"
          hint="Pick one or type a new one."
          error={errors.category?.message}
        >
          <Input
            id="gallery-category"
            list="gallery-edit-categories"
            autoComplete="off"
            {...form.register("category")}
            {...describedBy("gallery-category", { hint: true, error: errors.category?.message })}
          />
          <datalist id="gallery-edit-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </FormField>
        <FormField id="gallery-status" label="Status" error={errors.status?.message}>
          <NativeSelect id="gallery-status" {...form.register("status")}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </NativeSelect>
        </FormField>
      </div>

      <Controller
        control={form.control}
        name="visible"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <Label htmlFor="gallery-visible" className="flex-col items-start gap-1">
              Visible on the website
              <span className="text-xs font-normal text-muted-foreground">
                Turn off to hide it without unpublishing.
              </span>
            </Label>
            <Switch id="gallery-visible" checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
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
