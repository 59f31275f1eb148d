export const MIN_HERO_DURATION_MS = 3500;
export const MAX_HERO_DURATION_MS = 60_000;
export const DEFAULT_HERO_DURATION_MS = 5000;

export const MIN_HERO_SECONDS = MIN_HERO_DURATION_MS / 1000;
export const MAX_HERO_SECONDS = MAX_HERO_DURATION_MS / 1000;

export function secondsToMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

export function msToSeconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

export function formatSlideSeconds(ms: number): string {
  return `${msToSeconds(ms).toLocaleString("en-GB", { maximumFractionDigits: 1 })} s`;
}

export function hasAtMostTenths(seconds: number): boolean {
  return Math.abs(seconds * 10 - Math.round(seconds * 10)) < 1e-6;
}
