"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isPlainClick } from "./plain-click";

/** The site link an event happened in, when it leads to a page of this site in this tab. */
function siteLinkOf(event: Event): URL | null {
  if (!(event.target instanceof Element)) return null;
  const anchor = event.target.closest<HTMLAnchorElement>("a[data-site-link]");
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Client-side navigation for every `SiteLink` on the page, from one set of listeners: a click
 * goes through Next's router (as next/link would), and a pointer over a link, a touch or keyboard
 * focus prefetches its page first. Focus a script moves (a popup opening focuses its first link)
 * is not the guest reaching for a link, so focus prefetches only after a key was pressed.
 * Viewport prefetching is deliberately absent: it competes with the page's own start-up on a phone
 * (see docs/performance.md).
 * Clicks another handler has already taken, modified clicks (new tab, new window, download) and
 * jumps within the current page are left to the browser.
 */
export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    let keyboard = false;
    const onKey = () => {
      keyboard = true;
    };
    const onPointer = () => {
      keyboard = false;
    };
    const prefetchOnFocus = (event: Event) => {
      if (keyboard) prefetch(event);
    };
    const prefetch = (event: Event) => {
      const url = siteLinkOf(event);
      if (!url) return;
      const key = url.pathname + url.search;
      if (prefetched.has(key)) return;
      prefetched.add(key);
      router.prefetch(key);
    };
    const navigate = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const url = siteLinkOf(event);
      if (!url) return;
      const { pathname, search } = window.location;
      if (url.hash && url.pathname === pathname && url.search === search) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    // On window, so React's own click handlers on the document (a popup recording its dismissal
    // before its call to action navigates) have run first and can still cancel the navigation.
    window.addEventListener("pointerover", prefetch, { passive: true });
    window.addEventListener("touchstart", prefetch, { passive: true });
    window.addEventListener("keydown", onKey, { capture: true, passive: true });
    window.addEventListener("pointerdown", onPointer, { capture: true, passive: true });
    window.addEventListener("focusin", prefetchOnFocus);
    window.addEventListener("click", navigate);
    return () => {
      window.removeEventListener("pointerover", prefetch);
      window.removeEventListener("touchstart", prefetch);
      window.removeEventListener("keydown", onKey, { capture: true });
      window.removeEventListener("pointerdown", onPointer, { capture: true });
      window.removeEventListener("focusin", prefetchOnFocus);
      window.removeEventListener("click", navigate);
    };
  }, [router]);
  return null;
}
