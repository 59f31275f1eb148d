/**
 * Hero slide durations: staff think in seconds ("6 s per slide"), the database keeps
 * milliseconds (hero_videos.transition_duration, SPEC: at least 3500 ms).
 */
export const MIN_HERO_DURATION_MS = 3500;
export const MAX_HERO_DURATION_MS = 60_000;
export const DEFAULT_HERO_DURATION_MS = 5000;

export const MIN_HERO_SECONDS = MIN_HERO_DURATION_MS / 1000;
export const MAX_HERO_SECONDS = MAX_HERO_DURATION_MS / 1000;

export function secondsToMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

export function msToSeconds(ms: number): number {
  // Tenths are what the form accepts; a stored 6250 reads as 6.3 rather than 6.25.
  return Math.round(ms / 100) / 10;
}

/** "6 s", "6.5 s": how the hero list shows a duration. */
export function formatSlideSeconds(ms: number): string {
  return `${msToSeconds(ms).toLocaleString("en-GB", { maximumFractionDigits: 1 })} s`;
}

/** At most one decimal place (tenths), allowing for binary floating point. */
export function hasAtMostTenths(seconds: number): boolean {
  return Math.abs(seconds * 10 - Math.round(seconds * 10)) < 1e-6;
}
