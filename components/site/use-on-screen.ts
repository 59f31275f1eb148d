"use client";

import { type RefObject, useEffect, useState } from "react";

/**
 * Whether at least `threshold` of the element is inside the viewport, kept up to date as the guest
 * scrolls. False until the browser first reports, so nothing that depends on it starts while the
 * page is still starting up.
 */
export function useOnScreen(ref: RefObject<Element | null>, threshold = 0.25): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false), { threshold });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return onScreen;
}
