"use client";

import { useEffect } from "react";

/**
 * Publishes the header's real height as --header-offset (fallback 58px in CSS) so sticky
 * sub-navigation and anchor scrolling sit just below it at every breakpoint.
 */
export function HeaderOffset() {
  useEffect(() => {
    const header = document.getElementById("site-header");
    if (!header) return;
    const update = () => document.documentElement.style.setProperty("--header-offset", `${header.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return null;
}
