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
// Pre-rendered pages know no query string: render as if none, then read the URL once hydrated.
const serverSearch = () => "";

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
