"use client";

import dynamic from "next/dynamic";
import { memo, useCallback, useMemo, useRef, useState } from "react";
import { capitalise, galleryCategories, type GalleryItem } from "@/features/gallery/types";
import { useWhenIdle } from "@/components/site/hooks/when-idle";
import { GalleryTile } from "./gallery-tile";

const GalleryLightbox = dynamic(() => import("./gallery-lightbox").then((m) => m.GalleryLightbox), { ssr: false });

const ALL = "all";
const ABOVE_THE_FOLD = 2;

// Memoised: lightbox state above the grid must not re-render every tile in one task.
const GalleryGrid = memo(function GalleryGrid({
  items,
  onOpen,
  registerTile,
}: {
  items: GalleryItem[];
  onOpen: (index: number) => void;
  registerTile: (id: string, el: HTMLButtonElement | null) => void;
}) {
  return (
    <ul className="tiles columns-1 gap-4 sm:columns-2 lg:columns-3 lg:gap-5" aria-label="Gallery">
      {items.map((item, index) => (
        <li key={item.id}>
          <GalleryTile
            item={item}
            onOpen={() => onOpen(index)}
            aboveTheFold={index < ABOVE_THE_FOLD}
            first={index === 0}
            ref={(el) => registerTile(item.id, el)}
          />
        </li>
      ))}
    </ul>
  );
});

export function GalleryBrowser({ items }: { items: GalleryItem[] }) {
  const categories = useMemo(() => galleryCategories(items), [items]);
  const [category, setCategory] = useState<string>(ALL);
  const idle = useWhenIdle();
  const [open, setOpenState] = useState<number | null>(null);
  const [lastShown, setLastShown] = useState<string | null>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const shown = useMemo(
    () => (category === ALL ? items : items.filter((i) => i.category === category)),
    [items, category],
  );
  const setOpen = useCallback(
    (index: number | null) => {
      setOpenState(index);
      if (index !== null) setLastShown(shown[index]?.id ?? null);
    },
    [shown],
  );
  const registerTile = useCallback((id: string, el: HTMLButtonElement | null) => {
    if (el) tiles.current.set(id, el);
    else tiles.current.delete(id);
  }, []);

  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div
        role="group"
        aria-label="Filter the gallery"
        className="flex flex-wrap justify-center gap-2 pt-12 pb-10 lg:pt-16"
      >
        {[ALL, ...categories].map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className="chip px-5 tracking-[0.18em]"
          >
            {c === ALL ? "All" : capitalise(c)}
          </button>
        ))}
      </div>

      {shown.length === 0 ? (
        <p className="py-24 text-center text-muted-ivory">No images to display in this category.</p>
      ) : (
        <GalleryGrid items={shown} onOpen={setOpen} registerTile={registerTile} />
      )}

      {idle || open !== null ? (
        <GalleryLightbox
          items={shown}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          onRestoreFocus={() => {
            if (lastShown) tiles.current.get(lastShown)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
