"use client";

import { type RefObject, useEffect, useState } from "react";

interface OnScreenOptions {
  threshold?: number;
  rootMargin?: string;
  once?: boolean;
  initially?: boolean;
}

export function useOnScreen(
  ref: RefObject<Element | null>,
  { threshold = 0, rootMargin, once = false, initially = false }: OnScreenOptions = {},
): boolean {
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
