"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import type { GalleryImageItem, GalleryItem } from "@/lib/gallery/types";

/** SPEC §4: media loads once scrolled into view (threshold 0.1, margin 100px), then stays. */
export function useInViewOnce<T extends Element>(initiallyInView = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(initiallyInView);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === "undefined") {
      const timer = window.setTimeout(() => setSeen(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: "100px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

export function GalleryPicture({
  item,
  sizes,
  large,
  priority,
  className,
}: {
  item: GalleryImageItem;
  sizes: string;
  /** The first tile is the page's largest paint: fetch it first. */
  priority?: boolean;
  /** The lightbox wants the full image; the grid starts from the thumbnail. */
  large?: boolean;
  className?: string;
}) {
  const webpSet = !large && item.thumbnail ? `${item.thumbnail} 640w, ${item.webp} ${item.width}w` : `${item.webp} ${item.width}w`;
  return (
    <picture>
      {item.avif ? <source type="image/avif" srcSet={`${item.avif} ${item.width}w`} sizes={sizes} /> : null}
      <img
        src={large || !item.thumbnail ? item.webp : item.thumbnail}
        srcSet={webpSet}
        sizes={sizes}
        width={item.width}
        height={item.height}
        alt={item.alt}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
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
