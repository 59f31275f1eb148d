"use client";

import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/** False in the server HTML (and so for a visitor without JavaScript), true once hydrated. */
export const useHydrated = () =>
  useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
