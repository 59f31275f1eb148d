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

/**
 * The first start's seeding step, as the terminal names it: a copy of the committed pictures takes a
 * second or two, while pictures without a current pre-made copy are made here and take seconds each.
 */
export function demoSeedStep(unpremade: number): string {
  if (unpremade === 0) return "first start: adding the demo menu, gallery and hero (pre-made pictures)";
  const pictures = unpremade === 1 ? "1 demo picture" : `${unpremade} demo pictures`;
  return `first start: adding the demo menu, gallery and hero, making ${pictures} without a pre-made copy (\`npm run demo:art\` commits them)`;
}
