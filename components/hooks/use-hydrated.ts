"use client";

import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False in the server HTML (and so for a visitor without JavaScript), true once hydrated.
 *
 * Pass `matters: false` when the caller's HTML reads the same either way: the hook then answers
 * true from the start, sparing the re-render of the whole caller in one uninterruptible task right
 * after hydration (see docs/performance.md).
 */
export const useHydrated = (matters = true) =>
  useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => !matters,
  );
