"use client";

import { useRef, type RefObject } from "react";
import type { GalleryImageItem, GalleryItem } from "@/features/gallery/types";
import { thumbnailWidth } from "@/lib/storage/media-rules";
import { useOnScreen } from "@/components/site/hooks/use-on-screen";

export function useInViewOnce<T extends Element>(initiallyInView = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  return [ref, useOnScreen(ref, { threshold: 0.1, rootMargin: "100px", once: true, initially: initiallyInView })];
}

export function GalleryPicture({
  item,
  sizes,
  large,
  priority,
  lazy,
  className,
}: {
  item: GalleryImageItem;
  sizes: string;
  lazy?: boolean;
  priority?: boolean;
  large?: boolean;
  className?: string;
}) {
  const thumbW = thumbnailWidth(item.width, item.height);
  const full = (url: string) => `${url} ${item.width}w`;
  const withThumb = (thumb: string | null, url: string) =>
    !large && thumb && thumbW < item.width ? `${thumb} ${thumbW}w, ${full(url)}` : full(url);
  return (
    <picture>
      {item.avif ? <source type="image/avif" srcSet={withThumb(item.thumbnailAvif, item.avif)} sizes={sizes} /> : null}
      <img
        src={large || !item.thumbnail ? item.webp : item.thumbnail}
        srcSet={withThumb(item.thumbnail, item.webp)}
        sizes={sizes}
        width={item.width}
        height={item.height}
        alt={item.alt}
        decoding="async"
        loading={lazy ? "lazy" : undefined}
        fetchPriority={priority ? "high" : undefined}
        style={large && item.placeholder ? { background: item.placeholder } : undefined}
        className={className}
      />
    </picture>
  );
}

export function videoSources(item: Extract<GalleryItem, { kind: "video" }>) {
  return (
    <>
      {item.webm ? <source src={item.webm} type="video/webm" /> : null}
      {item.mp4 ? <source src={item.mp4} type="video/mp4" /> : null}
    </>
  );
}
