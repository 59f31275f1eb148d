"use client";

import { CheckIcon, ImageIcon, XIcon } from "lucide-react";
import { useState } from "react";
import type { LibraryImage } from "@/features/media/client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A photo of the media library for the newsletter; the gallery keeps owning its files. */
export function CampaignImagePicker({
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
  onChange: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a stored WebP from the media library
          <img src={value} alt="" className="h-16 w-20 shrink-0 rounded-md border bg-muted object-cover" />
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
            {value ? "Change photo" : "Choose a photo"}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" className="-ml-2" onClick={() => onChange("")}>
              <XIcon aria-hidden="true" />
              Remove photo
            </Button>
          ) : null}
        </div>
      </div>

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Choose the newsletter’s photo</DialogTitle>
            <DialogDescription>Photos from the gallery in the media library.</DialogDescription>
          </DialogHeader>
          {library.length ? (
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
                        onChange(image.url);
                        setOpen(false);
                      }}
                      className="group relative block w-full overflow-hidden rounded-md border text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-pressed:ring-2 aria-pressed:ring-gold"
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail */}
                      <img
                        src={image.thumbnail}
                        alt=""
                        loading="lazy"
                        className="aspect-[4/3] w-full bg-muted object-cover"
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
          ) : (
            <p className="text-sm text-muted-foreground">The gallery has no photos yet: upload one there first.</p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
