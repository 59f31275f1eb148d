// The suite's slowest test files, from the JSON reports Vitest and Playwright already write.

/** Vitest's report: one entry per file with its start and end. */
export function vitestFileTimes(report, root = "") {
  return (report.testResults ?? []).map((file) => ({
    file: relative(file.name ?? "?", root),
    ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
  }));
}

/** Playwright's report: the time of every attempt of every test, summed per spec file. */
export function playwrightFileTimes(report) {
  const byFile = new Map();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const key = spec.file ?? here ?? "?";
      byFile.set(key, (byFile.get(key) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined);
  return [...byFile].map(([file, ms]) => ({ file, ms }));
}

export function slowest(times, count = 10) {
  return [...times].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}

export function formatSlowest(title, times) {
  if (times.length === 0) return [];
  const width = Math.max(...times.map((t) => t.file.length));
  return [title, ...times.map((t) => `  ${t.file.padEnd(width)}  ${(t.ms / 1000).toFixed(1).padStart(6)} s`)];
}

function relative(name, root) {
  return root && name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name;
}
