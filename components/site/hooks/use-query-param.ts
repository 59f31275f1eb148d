"use client";

import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const browserSearch = () => window.location.search;
// Pre-rendered pages know no query string: they render as if there were none, then the browser's
// own URL takes over right after hydrating.
const serverSearch = () => "";

/**
 * One query parameter of the page's URL, and a setter that replaces it in place (no navigation, no
 * scroll). Unlike useSearchParams it does not hold a pre-rendered page back from being complete.
 */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const search = useSyncExternalStore(subscribe, browserSearch, serverSearch);
  const value = new URLSearchParams(search).get(name);
  const setValue = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null) params.delete(name);
      else params.set(name, next);
      const query = params.toString();
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
      for (const notify of listeners) notify();
    },
    [name],
  );
  return [value, setValue];
}
