"use client";

import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "@/components/site/hooks/use-reduced-motion";

export function BackgroundVideo({ mp4, webm }: { mp4: string; webm: string | null }) {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const [idle, setIdle] = useState(false);

  // Fetched once the page has booted, so the film never competes with the content's requests.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setIdle(true), 1200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2500 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  if (reduced || !idle) return null;

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
