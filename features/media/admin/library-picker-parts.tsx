"use client";

import { CheckIcon, ImageIcon, XIcon } from "lucide-react";
import type { LibraryImage } from "@/features/media/admin-queries";
import { Button } from "@/components/ui/button";

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
