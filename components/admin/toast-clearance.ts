"use client";

import { useLayoutEffect, type RefObject } from "react";

/** Read by AdminToaster's offsets: how far toasts must rise to clear a bar fixed at the bottom. */
export const TOAST_LIFT_VAR = "--admin-toast-lift";

/**
 * While the element is mounted, toasts stack above it instead of over it (the menu's bulk bar:
 * a toast covered Publish / Hide / Clear on a desktop and the whole bar on a phone). Measured,
 * not guessed: the bar wraps to two lines on a narrow screen.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => {
      const lift = Math.max(0, Math.ceil(window.innerHeight - el.getBoundingClientRect().top));
      root.style.setProperty(TOAST_LIFT_VAR, `${lift}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty(TOAST_LIFT_VAR);
    };
  }, [ref]);
}
