"use client";

import { CheckIcon, ImageIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { DropZone, UploadQueue, useUploads, type LibraryImage } from "@/features/media/client";
import { Button } from "@/components/ui/button";
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
      <div className="flex items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a stored WebP from the media library
          <img
            src={value}
            alt=""
            className="h-16 w-20 shrink-0 rounded-md border bg-muted object-cover"
            data-testid="popup-image-chosen"
          />
        ) : (
          <span
            className="flex h-16 w-20 shrink-0 items-center justify-center rounded-md border border-dashed text-muted-foreground"
            aria-hidden="true"
          >
            <ImageIcon className="size-5" />
          </span>
        )}
        <div className="flex flex-col items-start gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setOpen(true)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          >
            {value ? "Change image" : "Choose an image"}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" className="-ml-2" onClick={() => onChange(null)}>
              <XIcon aria-hidden="true" />
              Remove image
            </Button>
          ) : null}
        </div>
      </div>

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
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {library.map((image) => {
                  const chosen = image.url === value;
                  return (
                    <li key={image.url}>
                      <button
                        type="button"
                        aria-pressed={chosen}
                        aria-label={`Use “${image.title || image.alt || "Untitled photo"}”`}
                        onClick={() => {
                          onChange({ url: image.url });
                          setOpen(false);
                        }}
                        className="group relative block w-full overflow-hidden rounded-md border text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-pressed:ring-2 aria-pressed:ring-gold"
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail */}
                        <img
                          src={image.thumbnail}
                          alt=""
                          loading="lazy"
                          className="aspect-[4/3] w-full bg-muted object-cover transition-transform group-hover:scale-[1.03]"
                        />
                        <span className="block truncate px-2 py-1.5 text-xs">{image.title || "Untitled photo"}</span>
                        {chosen ? (
                          <span
                            className="absolute top-1.5 right-1.5 rounded-full bg-gold p-1 text-ink"
                            aria-hidden="true"
                          >
                            <CheckIcon className="size-3" />
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : (
            <p className="text-sm text-muted-foreground">The gallery has no photos yet: upload one above.</p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
