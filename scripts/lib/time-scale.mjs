/**
 * One setting for how patient the tests are: TEST_TIME_SCALE (default 1) multiplies every test,
 * expectation, hook and server-start limit in Vitest and Playwright. Shared machines run two or
 * more times slower from one day to the next; a busy one raises it (`.ci/run` uses 2) instead of
 * each test guessing its own margin. It never makes a passing test slower: only how long a wait
 * may last before it counts as a failure.
 */
function readScale() {
  const raw = process.env.TEST_TIME_SCALE?.trim();
  if (!raw) return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > 10) {
    throw new Error(`TEST_TIME_SCALE must be a number from 1 to 10 (got "${raw}")`);
  }
  return value;
}

export const timeScale = readScale();

/**
 * A limit in milliseconds, stretched by TEST_TIME_SCALE.
 * @param {number} ms
 * @returns {number}
 */
export function scaled(ms) {
  return Math.round(ms * timeScale);
}
