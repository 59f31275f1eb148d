/** How far a finger must travel sideways before the lightbox counts it as a swipe. */
export const SWIPE_MIN_DISTANCE = 50;

/**
 * The step a finger's travel asks for: 1 (next) for a swipe to the left, -1 (previous) for one to
 * the right, 0 for anything shorter than `minDistance` or more up and down than sideways.
 */
export function swipeStep(dx: number, dy: number, minDistance = SWIPE_MIN_DISTANCE): -1 | 0 | 1 {
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
