"use client";

import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { SiteArt, type SiteArtName } from "@/components/site/art/site-art";
import { useOnScreen } from "@/components/site/hooks/use-on-screen";
import { usePrefersReducedMotion } from "@/components/site/hooks/use-reduced-motion";

export interface CarouselSlide {
  art: SiteArtName;
  alt: string;
  caption: string;
}

function relativePosition(i: number, current: number, count: number) {
  const half = Math.floor(count / 2);
  return ((((i - current) % count) + count + half) % count) - half;
}

export function CarouselGallery({
  slides,
  label,
  interval = 5000,
}: {
  slides: readonly CarouselSlide[];
  label: string;
  interval?: number;
}) {
  const count = slides.length;
  const reduced = usePrefersReducedMotion();
  const [position, setPosition] = useState({ current: 0, previous: 0 });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const root = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(root, { threshold: 0.25 });
  const autoplay = onScreen && !reduced && !stopped && !hovered && !focused;

  const move = (delta: number) =>
    setPosition((p) => ({ previous: p.current, current: (p.current + delta + count) % count }));

  useEffect(() => {
    if (!autoplay || count < 2) return;
    const timer = window.setInterval(
      () => setPosition((p) => ({ previous: p.current, current: (p.current + 1) % count })),
      interval,
    );
    return () => window.clearInterval(timer);
  }, [autoplay, count, interval]);

  const { current, previous } = position;
  const slide = slides[current];

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden">
        <div aria-hidden="true" className="mx-auto aspect-[3/2] w-[82%] sm:w-[64%]" />
        {slides.map((s, i) => {
          const rel = relativePosition(i, current, count);
          const was = relativePosition(i, previous, count);
          const jumps = Math.abs(rel - was) > 1;
          const isCurrent = rel === 0;
          return (
            <div
              key={s.art + i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              className={clsx("slide", jumps && "transition-none", isCurrent ? "opacity-100" : "opacity-35")}
              style={{ transform: `translateX(calc(-50% + ${rel} * (100% + 1.25rem)))` }}
            >
              <SiteArt name={s.art} alt={s.alt} sizes="(min-width: 640px) 64vw, 82vw" className="aspect-[3/2]" />
            </div>
          );
        })}
      </div>

      <div className="mx-auto mt-6 flex w-[82%] flex-col gap-5 sm:w-[64%] sm:flex-row sm:items-center sm:justify-between">
        <p
          data-testid="carousel-status"
          aria-live={autoplay ? "off" : "polite"}
          aria-atomic="true"
          className="min-h-12 text-sm leading-relaxed text-muted-ivory"
        >
          <span className="sr-only">
            Slide {current + 1} of {count}:{" "}
          </span>
          <span aria-hidden="true" className="mr-3 font-display text-lg text-gold [font-variant-numeric:lining-nums]">
            {current + 1} / {count}
          </span>
          {slide?.caption}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {reduced ? null : (
            <button type="button" className={controlClass} aria-pressed={stopped} onClick={() => setStopped((v) => !v)}>
              {stopped ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
              <span className="sr-only">Pause slideshow</span>
            </button>
          )}
          <button type="button" className={controlClass} onClick={() => move(-1)} aria-label="Previous photograph">
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={controlClass} onClick={() => move(1)} aria-label="Next photograph">
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}

const controlClass =
  "flex size-11 items-center justify-center border border-gold/40 text-ivory transition-colors duration-300 hover:border-gold hover:bg-gold hover:text-ink";
