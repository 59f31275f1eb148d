"use client";

import { useState } from "react";
import {
  ChosenLibraryImage,
  DropZone,
  LibraryImageGrid,
  UploadQueue,
  useUploads,
  type LibraryImage,
} from "@/features/media/client";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { IMAGE_ACCEPT } from "@/lib/storage/media-rules";

export interface PickedImage {
  url: string;
  token?: string;
}

/** The popup's image from the media library, or a new upload the popup owns, so deleting the popup removes its files. */
export function PopupImagePicker({
  value,
  library,
  invalid,
  describedBy,
  onChange,
}: {
  value: string;
  library: readonly LibraryImage[];
  invalid?: boolean;
  describedBy?: string;
  onChange: (image: PickedImage | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const { uploads, start, dismiss } = useUploads();

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const result = await start(file, { kind: "image", prefix: "gallery" });
    if (result.ok && result.preview.full) {
      onChange({ url: result.preview.full, token: result.token });
      setOpen(false);
    }
  };

  return (
    <div className="grid gap-2">
      <ChosenLibraryImage
        value={value}
        noun="image"
        invalid={invalid}
        describedBy={describedBy}
        testId="popup-image-chosen"
        onOpen={() => setOpen(true)}
        onRemove={() => onChange(null)}
      />

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Choose the popup image</DialogTitle>
            <DialogDescription>Upload a new photo, or use one of the gallery’s.</DialogDescription>
          </DialogHeader>
          <DropZone
            label="Upload a new image"
            hint="JPEG, PNG, WebP or AVIF, up to 15 MB."
            accept={IMAGE_ACCEPT}
            onFiles={(files) => void upload(files)}
            className="py-5"
          />
          <UploadQueue uploads={uploads.slice(-1)} onDismiss={dismiss} />
          {library.length ? (
            <section aria-labelledby="popup-library-heading">
              <h3 id="popup-library-heading" className="mb-2 text-sm font-medium">
                From the gallery
              </h3>
              <LibraryImageGrid
                library={library}
                value={value}
                onPick={(url) => {
                  onChange({ url });
                  setOpen(false);
                }}
              />
            </section>
          ) : (
            <p className="text-sm text-muted-foreground">The gallery has no photos yet: upload one above.</p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
