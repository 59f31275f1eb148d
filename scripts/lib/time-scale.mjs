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

/** @param {number} ms @returns {number} */
export function scaled(ms) {
  return Math.round(ms * timeScale);
}
