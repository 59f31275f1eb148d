"use client";

import { type RefObject, useEffect, useState } from "react";

interface OnScreenOptions {
  /** Share of the element that must be inside the viewport (0 to 1). */
  threshold?: number;
  /** Grows (or shrinks) the viewport before testing, as CSS margins: "100px". */
  rootMargin?: string;
  /** Stop watching once the element has been on screen: the answer stays true. */
  once?: boolean;
  /** The answer before the browser first reports (true for what is known to be in view on arrival). */
  initially?: boolean;
}

/**
 * Whether the element is on screen, kept up to date as the guest scrolls (or, with `once`,
 * whether it has been). A browser without IntersectionObserver counts everything as on screen,
 * so nothing waits for an answer that will not come.
 */
export function useOnScreen(ref: RefObject<Element | null>, { threshold = 0, rootMargin, once = false, initially = false }: OnScreenOptions = {}): boolean {
  const [onScreen, setOnScreen] = useState(initially);
  const settled = once && onScreen;
  useEffect(() => {
    const el = ref.current;
    if (!el || settled) return;
    if (typeof IntersectionObserver === "undefined") {
      const timer = window.setTimeout(() => setOnScreen(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setOnScreen(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, once, settled]);
  return onScreen;
}
