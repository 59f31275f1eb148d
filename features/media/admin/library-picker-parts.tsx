"use client";

import { CheckIcon, ImageIcon, XIcon } from "lucide-react";
import { useState } from "react";
import type { LibraryImage } from "@/features/media/admin-queries";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** What a form's image field gives its picker: the chosen value, the library, its field's error wiring and what to call on a change. */
export interface ImageFieldPickerProps<Picked> {
  value: string;
  library: readonly LibraryImage[];
  invalid?: boolean;
  describedBy?: string;
  onChange: (picked: Picked) => void;
}

/**
 * The chosen picture beside its buttons, for a form that takes one photo from the media library.
 * `noun` names it as the form does ("photo", "image"), in "Choose a …", "Change …" and "Remove …".
 */
export function ChosenLibraryImage({
  value,
  noun,
  invalid,
  describedBy,
  testId,
  onOpen,
  onRemove,
}: {
  value: string;
  noun: "photo" | "image";
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const article = noun === "image" ? "an" : "a";
  return (
    <div className="flex items-center gap-3">
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored WebP from the media library
        <img
          src={value}
          alt=""
          className="h-16 w-20 shrink-0 rounded-md border bg-muted object-cover"
          data-testid={testId}
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
          onClick={onOpen}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          {value ? `Change ${noun}` : `Choose ${article} ${noun}`}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" className="-ml-2" onClick={onRemove}>
            <XIcon aria-hidden="true" />
            Remove {noun}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The gallery's photos as buttons; the chosen one is pressed and ticked. */
export function LibraryImageGrid({
  library,
  value,
  onPick,
}: {
  library: readonly LibraryImage[];
  value: string;
  onPick: (url: string) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {library.map((image) => {
        const chosen = image.url === value;
        return (
          <li key={image.url}>
            <button
              type="button"
              aria-pressed={chosen}
              aria-label={`Use “${image.title || image.alt || "Untitled photo"}”`}
              onClick={() => onPick(image.url)}
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
                <span className="absolute top-1.5 right-1.5 rounded-full bg-gold p-1 text-ink" aria-hidden="true">
                  <CheckIcon className="size-3" />
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One photo from the media library for a form: the chosen picture with its buttons, and a dialog
 * listing the library. `upload` adds a way to upload a new one above the list; it gets `done` to
 * close the dialog once the file is in.
 */
export function LibraryImagePicker({
  value,
  library,
  noun,
  title,
  description,
  emptyText,
  invalid,
  describedBy,
  testId,
  onPick,
  onRemove,
  upload,
}: {
  value: string;
  library: readonly LibraryImage[];
  noun: "photo" | "image";
  title: string;
  description: string;
  emptyText: string;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
  onPick: (url: string) => void;
  onRemove: () => void;
  upload?: (done: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const grid = (
    <LibraryImageGrid
      library={library}
      value={value}
      onPick={(url) => {
        onPick(url);
        setOpen(false);
      }}
    />
  );
  return (
    <div className="grid gap-2">
      <ChosenLibraryImage
        value={value}
        noun={noun}
        invalid={invalid}
        describedBy={describedBy}
        testId={testId}
        onOpen={() => setOpen(true)}
        onRemove={onRemove}
      />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {upload?.(() => setOpen(false))}
          {!library.length ? (
            <p className="text-sm text-muted-foreground">{emptyText}</p>
          ) : upload ? (
            <section aria-labelledby="library-images-heading">
              <h3 id="library-images-heading" className="mb-2 text-sm font-medium">
                From the gallery
              </h3>
              {grid}
            </section>
          ) : (
            grid
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
