import "server-only";
import { cacheLife } from "next/cache";
import { lifetimeOfSeconds, lifetimeUntil, RETRY_SECONDS } from "./lifetime";

export interface TimedValue<T> {
  value: T;
  /** When this value stops being true without any edit (a scheduled publish, midnight), if ever. */
  nextChange: Date | null;
}

/**
 * The body of a cached public read, called inside its `'use cache'` scope: reads at the current
 * time and keeps the result until its next change. A failed read becomes `null` (the page shows
 * its "please try again" state) kept only for a few seconds, so a passing database hiccup is not
 * baked into a pre-rendered page.
 */
export async function readUntilNextChange<T>(what: string, read: (now: Date) => Promise<TimedValue<T>>): Promise<T | null> {
  const now = new Date();
  try {
    const { value, nextChange } = await read(now);
    cacheLife(lifetimeUntil(nextChange, now));
    return value;
  } catch (err) {
    console.error(`[${what}] failed to load`, err);
    cacheLife(lifetimeOfSeconds(RETRY_SECONDS));
    return null;
  }
}
