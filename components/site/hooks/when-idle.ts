"use client";

import { useEffect, useState } from "react";

export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const schedule = () => {
      // Safari has no requestIdleCallback: a short timer stands in for it.
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setIdle(true), 200);
        cancelIdle = () => clearTimeout(id);
      }
    };
    if (document.readyState === "complete") {
      schedule();
      return () => cancelIdle();
    }
    window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      cancelIdle();
    };
  }, [timeoutMs]);
  return idle;
}
