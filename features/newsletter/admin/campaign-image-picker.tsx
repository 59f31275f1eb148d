"use client";

import { useState } from "react";
import { ChosenLibraryImage, LibraryImageGrid, type LibraryImage } from "@/features/media/client";
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
      <ChosenLibraryImage
        value={value}
        noun="photo"
        invalid={invalid}
        describedBy={describedBy}
        onOpen={() => setOpen(true)}
        onRemove={() => onChange("")}
      />

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Choose the newsletter’s photo</DialogTitle>
            <DialogDescription>Photos from the gallery in the media library.</DialogDescription>
          </DialogHeader>
          {library.length ? (
            <LibraryImageGrid
              library={library}
              value={value}
              onPick={(url) => {
                onChange(url);
                setOpen(false);
              }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">The gallery has no photos yet: upload one there first.</p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
