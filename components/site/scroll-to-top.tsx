"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every navigation starts at the top of the page (SPEC §2), unless it targets an anchor. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
