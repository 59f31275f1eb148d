// Next pre-renders only if every scope keeps expire >= 5 min and stale >= 30 s, so `revalidate` carries
// the boundary (the cache handlers treat it as a hard expiry) and expire/stale stay at that floor.

export const DAY_SECONDS = 24 * 60 * 60;
const MIN_EXPIRE_SECONDS = 5 * 60;
const MIN_STALE_SECONDS = 30;
const MAX_STALE_SECONDS = 5 * 60;
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

export function lifetimeUntil(next: Date | null, now: Date): CacheLifetime {
  if (!next) return lifetimeOfSeconds(DAY_SECONDS);
  return lifetimeOfSeconds((next.getTime() - now.getTime()) / 1000);
}
