export const SWIPE_MIN_DISTANCE = 50;

export function swipeStep(dx: number, dy: number, minDistance = SWIPE_MIN_DISTANCE): -1 | 0 | 1 {
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
