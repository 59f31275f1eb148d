"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId, useRef } from "react";
import { swipeStep } from "@/features/gallery/swipe";
import type { GalleryItem } from "@/features/gallery/types";
import { GalleryPicture, videoSources } from "./gallery-media";
import { ModalDialog } from "@/components/site/content/modal-dialog";

export function GalleryLightbox({
  items,
  index,
  onIndexChange,
  onClose,
  onRestoreFocus,
}: {
  items: readonly GalleryItem[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onRestoreFocus: () => void;
}) {
  const item = index === null ? null : items[index];
  const count = items.length;
  const step = (delta: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + delta + count) % count);
  };

  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);

  const titleId = useId();
  const positionId = useId();

  return (
    <ModalDialog
      open={item !== undefined && item !== null}
      onClose={onClose}
      returnFocus={onRestoreFocus}
      aria-labelledby={titleId}
      aria-describedby={positionId}
      data-testid="lightbox"
      className="site fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none animate-in touch-pan-y touch-pinch-zoom flex-col items-center justify-center bg-ink px-4 py-16 fade-in-0 outline-none backdrop:bg-ink open:flex sm:px-20"
      onPointerDown={(e) => {
        swipeStart.current =
          e.pointerType === "mouse" || !e.isPrimary ? null : { id: e.pointerId, x: e.clientX, y: e.clientY };
      }}
      onPointerUp={(e) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        const delta = start && start.id === e.pointerId ? swipeStep(e.clientX - start.x, e.clientY - start.y) : 0;
        if (delta !== 0) step(delta);
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") {
          e.preventDefault();
          step(1);
        } else if (e.key === "ArrowLeft") {
          e.preventDefault();
          step(-1);
        }
      }}
    >
      {item ? (
        <figure className="flex max-h-full max-w-6xl flex-col items-center">
          {item.kind === "image" ? (
            <GalleryPicture
              key={item.id}
              item={item}
              large
              sizes="(min-width: 1280px) 1152px, 100vw"
              className="max-h-[calc(100dvh-11rem)] w-auto max-w-full object-contain"
            />
          ) : (
            <video
              key={item.id}
              controls
              autoPlay
              muted
              loop
              playsInline
              poster={item.poster ?? undefined}
              aria-label={item.alt}
              width={item.width}
              height={item.height}
              className="max-h-[calc(100dvh-11rem)] w-auto max-w-full"
            >
              {videoSources(item)}
            </video>
          )}
          <figcaption className="mt-5 flex w-full items-baseline justify-between gap-6 text-sm">
            <h2 id={titleId} className="font-display text-2xl text-ivory">
              {item.title || "Gallery"}
            </h2>
            <p id={positionId} className="shrink-0 tracking-[0.2em] text-muted-ivory tabular-nums">
              {(index ?? 0) + 1} / {count}
            </p>
          </figcaption>
        </figure>
      ) : null}

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label="Previous image"
            className="absolute bottom-4 left-4 flex size-12 items-center justify-center rounded-full border border-ivory/25 bg-ink/60 text-ivory transition-colors hover:border-gold hover:text-gold sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label="Next image"
            className="absolute right-4 bottom-4 flex size-12 items-center justify-center rounded-full border border-ivory/25 bg-ink/60 text-ivory transition-colors hover:border-gold hover:text-gold sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </>
      ) : null}
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute top-4 right-4 flex size-12 items-center justify-center rounded-full border border-ivory/25 bg-ink/60 text-ivory transition-colors hover:border-gold hover:text-gold"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </ModalDialog>
  );
}
