"use client";

import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { HeroSlide } from "@/features/hero-management/queries";
import { clsx } from "clsx";
import { HeroPosterPicture, type HeroPoster } from "./hero-poster";

const CROSS_FADE_MS = 700;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

function subscribeLoad(onChange: () => void) {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

/** Videos wait for the page's load event, so the poster (the LCP element) never competes with them. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeLoad,
    () => document.readyState === "complete",
    () => false,
  );
}

export function HeroCarousel({
  slides,
  poster,
  children,
}: {
  slides: HeroSlide[];
  poster: HeroPoster | null;
  children: React.ReactNode;
}) {
  const reducedMotion = useReducedMotion();
  const loaded = usePageLoaded();
  const animate = !reducedMotion && loaded && slides.length > 0;
  const many = slides.length > 1;
  const anyVideo = slides.some((s) => s.mp4);
  const pausable = many || anyVideo;

  const [slots, setSlots] = useState<[number, number]>([0, many ? 1 : 0]);
  const [front, setFront] = useState<0 | 1>(0);
  const [paused, setPaused] = useState(false);
  const videoRefs = [useRef<HTMLVideoElement>(null), useRef<HTMLVideoElement>(null)] as const;
  const current = slots[front];

  const goTo = useCallback(
    (index: number) => {
      if (index === slots[front]) return;
      const back = front === 0 ? 1 : 0;
      setSlots((prev) => (back === 0 ? [index, prev[1]] : [prev[0], index]));
      setFront(back);
    },
    [front, slots],
  );

  const step = useCallback(
    (delta: number) => goTo((current + delta + slides.length) % slides.length),
    [current, goTo, slides.length],
  );

  useEffect(() => {
    if (!animate) return;
    const visible = videoRefs[front].current;
    const hidden = videoRefs[front === 0 ? 1 : 0].current;
    if (visible) {
      if (paused) visible.pause();
      else visible.play().catch(() => {});
    }
    const timer = window.setTimeout(() => hidden?.pause(), CROSS_FADE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [animate, front, slots, paused]);

  useEffect(() => {
    if (!animate || !many || paused) return;
    const duration = slides[current]?.duration ?? 5000;
    const timer = window.setTimeout(() => step(1), duration);
    return () => window.clearTimeout(timer);
  }, [animate, many, paused, current, slides, step]);

  return (
    <section
      aria-roledescription={many && animate ? "carousel" : undefined}
      aria-label="Welcome"
      data-testid="hero"
      data-mode={animate ? "video" : "poster"}
      className="relative isolate flex min-h-[calc(100svh-var(--header-offset))] items-center justify-center overflow-hidden lg:min-h-[min(calc(100svh-var(--header-offset)),56rem)]"
    >
      {poster ? (
        <HeroPosterPicture poster={poster} />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_30%_20%,rgba(201,164,92,0.22),transparent_55%),linear-gradient(180deg,#1a1613,#0f0d0b)]"
        />
      )}

      {animate
        ? ([0, 1] as const).map((layer) => {
            const slide = slides[slots[layer]];
            if (!slide) return null;
            const isFront = layer === front;
            const fade = clsx(
              "absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-700 ease-out",
              isFront ? "opacity-100" : "opacity-0",
            );
            if (!slide.mp4) {
              return (
                // eslint-disable-next-line @next/next/no-img-element -- the stored poster, already sized
                <img
                  key={`${layer}:${slots[layer]}`}
                  src={slide.poster}
                  width={slide.posterWidth}
                  height={slide.posterHeight}
                  alt=""
                  data-testid="hero-still"
                  data-active={isFront ? "true" : "false"}
                  data-slide={slots[layer]}
                  className={fade}
                  style={{ transitionDuration: `${CROSS_FADE_MS}ms` }}
                  decoding="async"
                  aria-hidden="true"
                />
              );
            }
            return (
              <video
                key={`${layer}:${slots[layer]}`}
                ref={videoRefs[layer]}
                data-testid="hero-video"
                data-active={isFront ? "true" : "false"}
                data-slide={slots[layer]}
                className={fade}
                style={{ transitionDuration: `${CROSS_FADE_MS}ms` }}
                poster={slide.poster}
                muted
                playsInline
                autoPlay={isFront && !paused}
                loop={!many}
                preload={isFront ? "auto" : "metadata"}
                aria-hidden="true"
                tabIndex={-1}
              >
                {slide.webm ? <source src={slide.webm} type="video/webm" /> : null}
                <source src={slide.mp4} type="video/mp4" />
              </video>
            );
          })
        : null}

      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgba(15,13,11,0.55)_0%,rgba(15,13,11,0.35)_40%,rgba(15,13,11,0.85)_100%)]"
      />

      {children}

      {animate ? (
        <div className="absolute inset-x-0 bottom-6 z-10 mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 sm:bottom-8 sm:px-8">
          {pausable ? (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              className="flex size-11 items-center justify-center rounded-full border border-ivory/30 bg-ink/40 text-ivory backdrop-blur-sm transition-colors hover:border-gold hover:text-gold"
              aria-label={
                anyVideo
                  ? paused
                    ? "Play background video"
                    : "Pause background video"
                  : paused
                    ? "Play the slideshow"
                    : "Pause the slideshow"
              }
            >
              {paused ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
            </button>
          ) : (
            <span />
          )}
          {many ? (
            <div className="flex items-center gap-3">
              <button
                type="button"
                onClick={() => step(-1)}
                className="flex size-11 items-center justify-center rounded-full border border-ivory/30 bg-ink/40 text-ivory backdrop-blur-sm transition-colors hover:border-gold hover:text-gold"
                aria-label="Previous slide"
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <ul className="flex items-center" aria-label="Slides">
                {slides.map((slide, index) => (
                  <li key={slide.id}>
                    <button
                      type="button"
                      onClick={() => goTo(index)}
                      aria-label={`Show slide ${index + 1} of ${slides.length}`}
                      aria-current={index === current ? "true" : undefined}
                      className="group flex size-11 items-center justify-center"
                    >
                      <span
                        className={clsx(
                          "block h-0.5 w-6 transition-colors duration-500",
                          index === current ? "bg-gold" : "bg-ivory/45 group-hover:bg-ivory",
                        )}
                      />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={() => step(1)}
                className="flex size-11 items-center justify-center rounded-full border border-ivory/30 bg-ink/40 text-ivory backdrop-blur-sm transition-colors hover:border-gold hover:text-gold"
                aria-label="Next slide"
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
