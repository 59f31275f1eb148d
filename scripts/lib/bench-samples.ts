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

/** Prints the timings as a Markdown table (name, median, p95, target, verdict) and sets a failing exit code when one is slow. */
export function printBenchTable(title: string, runs: number, rows: string[][]): void {
  const header = [title, "median ms", "p95 ms", "target p95 ms", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log(`\nPGlite, ${runs} timed runs per query after 2 warm-ups.\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
  if (rows.some((r) => r[4] === "SLOW")) process.exitCode = 1;
}
