"use client";

import { useLayoutEffect, type RefObject } from "react";

export const TOAST_LIFT_VAR = "--admin-toast-lift";

/** While mounted, toasts stack above the element (the menu's bulk bar) instead of covering it; measured, as the bar wraps on a phone. */
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
