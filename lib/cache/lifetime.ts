/**
 * How long a cached public read may be served: until the next moment its content changes (a
 * publish time, a popup's end, London midnight), and never longer than a day.
 *
 * Next pre-renders a page only if every `'use cache'` scope in it keeps `expire` of at least five
 * minutes and `stale` of at least 30 seconds; a shorter one would turn the page into a per-request
 * render. So `revalidate` carries the boundary (the cache handlers treat it as a hard expiry,
 * `lib/cache/handlers`), and `expire`/`stale` stay at the framework's floor or above.
 */

export const DAY_SECONDS = 24 * 60 * 60;
const MIN_EXPIRE_SECONDS = 5 * 60;
const MIN_STALE_SECONDS = 30;
const MAX_STALE_SECONDS = 5 * 60;
/** A read that failed is tried again at the next request after this. */
export const RETRY_SECONDS = 5;

export interface CacheLifetime {
  stale: number;
  revalidate: number;
  expire: number;
}

export function lifetimeOfSeconds(seconds: number): CacheLifetime {
  const revalidate = Math.min(DAY_SECONDS, Math.max(1, Math.ceil(seconds)));
  return {
    stale: Math.min(MAX_STALE_SECONDS, Math.max(MIN_STALE_SECONDS, revalidate)),
    revalidate,
    expire: Math.max(MIN_EXPIRE_SECONDS, revalidate),
  };
}

/** Valid until `next` (exclusive), or for a day when nothing is scheduled. */
export function lifetimeUntil(next: Date | null, now: Date): CacheLifetime {
  if (!next) return lifetimeOfSeconds(DAY_SECONDS);
  return lifetimeOfSeconds((next.getTime() - now.getTime()) / 1000);
}

