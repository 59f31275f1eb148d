/**
 * Says on the terminal what a slow step is doing, when it started, that it is still going, and how
 * long it took: a first start that makes the demo pictures must not look like a hung server.
 */
export async function withProgress<T>(
  what: string,
  task: () => Promise<T>,
  opts: { log?: (line: string) => void; everyMs?: number; now?: () => number } = {},
): Promise<T> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const now = opts.now ?? Date.now;
  const started = now();
  const seconds = () => Math.round((now() - started) / 1000);
  log(`[startup] ${what}…`);
  const ticker = setInterval(() => log(`[startup] still ${what} (${seconds()} s so far)`), opts.everyMs ?? 10_000);
  try {
    const result = await task();
    log(`[startup] done ${what} in ${seconds()} s`);
    return result;
  } finally {
    clearInterval(ticker);
  }
}
