"use client";

import { useEffect } from "react";
import { isPlainClick } from "./plain-click";

/**
 * The 404 page for unmatched URLs has its own root layout, and the client router cannot move
 * from it into the site's layout (the URL changes, the 404 stays). On that page only, same-site
 * link clicks become ordinary page loads.
 */
export function HardNavigation() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download"))
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || (url.hash && url.pathname === window.location.pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    };
    // Capture on the document runs before React's own listeners on the app root.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
