"use client";

import { Play } from "lucide-react";
import { forwardRef, useRef } from "react";
import type { GalleryItem } from "@/features/gallery/types";
import { GalleryPicture, useInViewOnce, videoSources } from "./gallery-media";

const GRID_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export const GalleryTile = forwardRef<
  HTMLButtonElement,
  { item: GalleryItem; onOpen: () => void; aboveTheFold?: boolean; first?: boolean }
>(function GalleryTile({ item, onOpen, aboveTheFold = false, first = false }, ref) {
  const [boxRef, inView] = useInViewOnce<HTMLSpanElement>(aboveTheFold);
  const videoRef = useRef<HTMLVideoElement>(null);

  const playPreview = () => {
    videoRef.current?.play().catch(() => {});
  };
  const stopPreview = () => {
    const v = videoRef.current;
    if (!v) return;
    v.pause();
    v.currentTime = 0;
  };

  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      onMouseEnter={item.kind === "video" ? playPreview : undefined}
      onMouseLeave={item.kind === "video" ? stopPreview : undefined}
      aria-label={`${item.title || item.alt}${item.kind === "video" ? " (video)" : ""}: open in full screen`}
      aria-haspopup="dialog"
      className="tile group"
      style={item.placeholder ? { background: item.placeholder } : undefined}
    >
      {/* Spans only: a button may hold phrasing content alone (a div inside is invalid HTML). */}
      <span
        ref={boxRef}
        data-testid="gallery-media"
        data-loaded={inView ? "true" : "false"}
        style={{ aspectRatio: `${item.width} / ${item.height}` }}
        className="relative block w-full"
      >
        {inView ? (
          item.kind === "image" ? (
            <GalleryPicture
              item={item}
              sizes={GRID_SIZES}
              priority={first}
              className="tile-media transition-transform duration-700 ease-out group-hover:scale-[1.03]"
            />
          ) : (
            <video
              ref={videoRef}
              muted
              loop
              playsInline
              preload="metadata"
              poster={item.poster ?? undefined}
              aria-label={item.alt}
              className="tile-media"
            >
              {videoSources(item)}
            </video>
          )
        ) : (
          <>
            <span aria-hidden="true" className="tile-placeholder" />
            <noscript>
              {item.kind === "image" ? (
                <GalleryPicture item={item} sizes={GRID_SIZES} lazy className="tile-media" />
              ) : item.poster ? (
                // eslint-disable-next-line @next/next/no-img-element -- a video's stored poster, already sized
                <img
                  src={item.poster}
                  alt={item.alt}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  className="tile-media"
                />
              ) : null}
            </noscript>
          </>
        )}
        {item.kind === "video" ? (
          <span
            aria-hidden="true"
            className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full bg-ink/70 text-gold"
          >
            <Play className="size-4 fill-current" />
          </span>
        ) : null}
      </span>
      <span className="tile-caption">
        <span className="tile-title">{item.title}</span>
      </span>
    </button>
  );
});
