#!/usr/bin/env node
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { startThrowawayCluster } from "./lib/postgres-cluster.mjs";
import { formatSlowest, playwrightFileTimes, slowest, vitestFileTimes } from "./lib/slowest-files.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reportDir = mkdtempSync(path.join(tmpdir(), "test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: [] };
const fileTimes = { vitest: [], playwright: [] };
const started = Date.now();

function step(title, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/** Runs chains of steps side by side, each chain's output shown whole when it ends; the first failure ends the run. */
async function sideBySide(chains) {
  const t0 = Date.now();
  const outcomes = await Promise.all(chains.map((chain) => runChain(chain)));
  for (const outcome of outcomes) process.stdout.write(outcome.output);
  // A failed chain's output already ends with its ✖ line.
  if (outcomes.some((outcome) => !outcome.ok)) finish(1);
  console.log(`(side by side: ${((Date.now() - t0) / 1000).toFixed(1)}s)`);
}

async function runChain(chain) {
  let output = "";
  for (const { title, cmd, args, env = {} } of chain) {
    const t0 = Date.now();
    output += `\n▶ ${title}\n`;
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const status = await new Promise((resolve) => child.on("close", resolve));
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (status !== 0) return { ok: false, output: `${output}✖ ${title} failed after ${seconds}s\n` };
    output += `✔ ${title} (${seconds}s)\n`;
  }
  return { ok: true, output };
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  fileTimes.vitest.push(...vitestFileTimes(report, root));
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  totals.flaky.push(...flakyTitles(report.suites ?? []));
  fileTimes.playwright.push(...playwrightFileTimes(report));
}

function flakyTitles(suites, parents = []) {
  const titles = [];
  for (const suite of suites) {
    const path = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === "flaky")) titles.push([...path, spec.title].join(" › "));
    }
    titles.push(...flakyTitles(suite.suites ?? [], path));
  }
  return titles;
}

function finish(code) {
  countVitest(path.join(reportDir, "vitest-pglite.json"));
  countVitest(path.join(reportDir, "vitest-postgres.json"));
  countPlaywright(path.join(reportDir, "playwright.json"));
  rmSync(reportDir, { recursive: true, force: true });
  // Where the suite's time goes, so a spec that grows slow is seen before the whole passes its budget.
  for (const line of [
    ...formatSlowest("\nSlowest Playwright spec files (all attempts):", slowest(fileTimes.playwright)),
    ...formatSlowest("\nSlowest Vitest files (PGlite and PostgreSQL runs):", slowest(fileTimes.vitest)),
  ])
    console.log(line);
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nWhole suite took ${minutes} min.`);
  if (code !== 0 && totals.failed === 0) totals.failed = 1; // a failing lint/build step is a failure too
  for (const title of totals.flaky) console.log(`flaky (passed only on its retry): ${title}`);
  console.log(
    `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky.length} flaky`,
  );
  process.exit(code);
}

step("Lock file complete for npm ci", process.execPath, ["scripts/complete-lockfile.mjs", "--check"]);
// ESLint keeps about one and a half cores busy, Prettier and tsc about one: side by side on two cores the three
// took 59 s, one after another 69 s.
await sideBySide([
  [
    {
      title: "Lint",
      cmd: bin("eslint"),
      args: [".", "--max-warnings=0", `--concurrency=${Math.max(1, availableParallelism() - 1)}`],
    },
  ],
  [
    { title: "Formatting (Prettier)", cmd: bin("prettier"), args: ["--check", "."] },
    // The route types the build would generate (the test build's routes included), so tsc checks what
    // the build's own check would: the build below then skips it (BUILD_TYPES_CHECKED).
    { title: "Route types", cmd: bin("next"), args: ["typegen"], env: { E2E_TEST_BUILD: "true" } },
    { title: "Typecheck", cmd: bin("tsc"), args: ["--noEmit", "-p", "."] },
  ],
]);
step("Unit and integration tests (PGlite)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reportDir, "vitest-pglite.json")}`,
]);

const cluster = startThrowawayCluster({ port: Number(process.env.TEST_PG_PORT ?? 54329) });
if (cluster) {
  // A failing step ends the process at once (finish), past this finally: the cluster stops on exit too.
  let stopped = false;
  const stopCluster = () => {
    if (stopped) return;
    stopped = true;
    cluster.stop();
  };
  process.on("exit", stopCluster);
  try {
    step(
      "Integration tests (PostgreSQL)",
      bin("vitest"),
      [
        "run",
        "tests/integration",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${path.join(reportDir, "vitest-postgres.json")}`,
      ],
      { TEST_DATABASE_URL: cluster.url },
    );
  } finally {
    stopCluster();
  }
} else if (process.env.CI) {
  console.error("✖ PostgreSQL server binaries not found; CI must run the integration suite on PostgreSQL.");
  finish(1);
} else {
  console.warn(
    "! PostgreSQL server binaries not found: the PostgreSQL integration run was left out (install `postgresql`).",
  );
}

// The build gets its own empty data dir: it must neither need nor bake in any database's content.
const buildDataDir = mkdtempSync(path.join(tmpdir(), "build-data-"));
const e2ePort = process.env.E2E_PORT ?? "3100";
step("Production build", "npm", ["run", "build"], {
  E2E_TEST_BUILD: "true",
  BUILD_TYPES_CHECKED: "true",
  DATA_DIR: buildDataDir,
  SITE_URL: `http://127.0.0.1:${e2ePort}`,
  NEXT_TELEMETRY_DISABLED: "1",
});
rmSync(buildDataDir, { recursive: true, force: true });

step("End-to-end tests (Playwright)", bin("playwright"), ["test"], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reportDir, "playwright.json"),
});

finish(0);
