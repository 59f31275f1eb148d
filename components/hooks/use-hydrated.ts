"use client";

import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False in the server HTML (and so for a visitor without JavaScript), true once hydrated.
 *
 * Pass `matters: false` when the caller's HTML reads the same either way: the hook then answers
 * true from the start. Otherwise React re-renders the whole caller straight after hydrating it, in
 * one uninterruptible task (a full enquiry form takes 10-20 ms of a phone's start-up for nothing).
 */
export const useHydrated = (matters = true) =>
  useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => !matters,
  );
