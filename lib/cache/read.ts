import "server-only";
import { cacheLife } from "next/cache";
import { lifetimeOfSeconds, lifetimeUntil, RETRY_SECONDS } from "./lifetime";

export interface TimedValue<T> {
  value: T;
  nextChange: Date | null;
}

// A failed read is kept as null for seconds only, so a database hiccup is not baked into a page.
export async function readUntilNextChange<T>(
  what: string,
  read: (now: Date) => Promise<TimedValue<T>>,
): Promise<T | null> {
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
