"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Every navigation starts at the top of the page (SPEC §2), unless it targets an anchor. */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    // Not on the first load: the browser has placed the page already, and a visitor who started
    // scrolling before hydration finished must not be thrown back to the top.
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
