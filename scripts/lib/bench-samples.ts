/** Runs `fn` twice to warm up, then `runs` times, and answers the sorted timings in milliseconds with the last result. */
export async function timeRuns<T>(runs: number, fn: () => Promise<T>): Promise<{ samples: number[]; result: T }> {
  let result = await fn();
  result = await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { samples, result };
}

export const medianOf = (sorted: readonly number[]) => sorted[Math.floor(sorted.length / 2)]!;
export const p95Of = (sorted: readonly number[]) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
