"use client";

import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../hooks/use-reduced-motion";

/**
 * A muted looping background film over the hero's still image. Under reduced motion it never
 * mounts (the still stays); it fades in only once it is actually playing, so a slow network shows
 * the still rather than a black box; and visitors can pause it (WCAG 2.2.2).
 */
export function BackgroundVideo({ mp4, webm }: { mp4: string; webm: string | null }) {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const [idle, setIdle] = useState(false);

  // The film is decoration: start fetching it once the page has finished booting, so it never
  // competes with the content's own requests.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setIdle(true), 1200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2500 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  if (reduced || !idle) return null;

  // The button follows the visitor's choice, not the element's state: a film still buffering is
  // "paused" to the browser, yet pressing the button should stop it from starting.
  const toggle = () => {
    const video = ref.current;
    const next = !paused;
    setPaused(next);
    if (!video) return;
    if (next) video.pause();
    else void video.play().catch(() => undefined);
  };

  return (
    <>
      <video
        ref={ref}
        data-testid="events-hero-video"
        aria-hidden="true"
        tabIndex={-1}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        onPlaying={() => setPlaying(true)}
        className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700 ease-out ${playing ? "opacity-100" : "opacity-0"}`}
      >
        {webm ? <source src={webm} type="video/webm" /> : null}
        <source src={mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={paused}
        className="absolute top-4 right-4 z-10 flex size-11 items-center justify-center border border-ivory/30 bg-ink/60 text-ivory backdrop-blur-sm transition-colors hover:border-gold hover:text-gold sm:top-auto sm:right-8 sm:bottom-8"
      >
        {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        <span className="sr-only">Pause background video</span>
      </button>
    </>
  );
}
