#!/usr/bin/env node
/**
 * Load check of the public pages against the framework's floor: an empty App Router app built
 * with this project's own `next`, served by `next start` on the same machine at the same time.
 * A page's rounds alternate with the floor's (floor, page, floor, page, ...), so whatever else
 * the machine is doing weighs on both, and the page's share of the floor means more than its
 * raw requests per second. Not a test: the numbers belong to the machine that measured them.
 *
 * The project runs from its existing production build (`npm run build` first when there is none)
 * on a throwaway DATA_DIR, so it serves the demo content from the embedded database.
 *
 * Usage: npm run bench:pages -- [--rounds 3] [--duration 8] [--connections 20] [--warmup 2]
 *          [--pages /,/menu,/gallery,/events] [--gzip] [--check] [--min-share 60]
 *   --warmup     seconds of unrecorded load per page first, so round 1 does not pay for the JIT
 *   --gzip       ask for gzip as browsers do (Next then compresses every response itself)
 *   --check      exit 1 when a page is below --min-share % of the floor or a response was not a 200
 * BENCH_ROUNDS, BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP and BENCH_PAGES set the same defaults.
 *
 * On Linux it also reports each server's CPU time per request, read from /proc: on a busy machine
 * that moves far less than requests per second, which drop whenever another process takes a core.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nodeModules = path.join(root, "node_modules");
const nextBin = path.join(nodeModules, "next", "dist", "bin", "next");

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: process.env.BENCH_ROUNDS ?? "3" },
    duration: { type: "string", default: process.env.BENCH_DURATION ?? "8" },
    connections: { type: "string", default: process.env.BENCH_CONNECTIONS ?? "20" },
    warmup: { type: "string", default: process.env.BENCH_WARMUP ?? "2" },
    pages: { type: "string", default: process.env.BENCH_PAGES ?? "/,/menu,/gallery,/events" },
    gzip: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    "min-share": { type: "string", default: "60" },
  },
});

function whole(name, min = 1) {
  const n = Number(args[name]);
  if (Number.isInteger(n) && n >= min) return n;
  console.error(`[bench] --${name} must be a whole number of at least ${min} (got ${args[name]})`);
  process.exit(2);
}
const rounds = whole("rounds");
const duration = whole("duration");
const connections = whole("connections");
const warmup = whole("warmup", 0);
const minShare = whole("min-share");
const pages = args.pages.split(",").map((p) => p.trim()).filter(Boolean);
const encoding = args.gzip ? "gzip" : "identity";

// Everything started or made here, so that any way out (done, error, Ctrl-C) can undo it.
const children = new Set();
const scratch = [];

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

let cleaning = null;
function cleanup() {
  cleaning ??= Promise.all([...children].map(stop)).then(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the scratch folders`);
    cleanup().finally(() => process.exit(130));
  });
}

function spawnTracked(command, argv, options) {
  const child = spawn(command, argv, options);
  children.add(child);
  child.once("exit", () => children.delete(child));
  let tail = "";
  const keep = (chunk) => (tail = (tail + chunk).slice(-6000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.tail = () => tail;
  return child;
}

function finished(child) {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

function scratchDir(prefix) {
  // realpath: Turbopack compares real paths, and some systems' temp dir is a symlink.
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  scratch.push(dir);
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Status, headers and byte count of one GET, with the body as the wire carries it. */
function fetchRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const commonBase = {
  NEXT_TELEMETRY_DISABLED: "1",
  // An empty value keeps a developer's .env files from filling these in (Next never overrides a
  // variable that is set): the run must use the embedded database and reach nothing outside.
  DATABASE_URL: "",
  SUPABASE_URL: "",
  SUPABASE_SERVICE_ROLE_KEY: "",
  SMTP_URL: "",
  AUTH_URL: "",
  AUTH_DEV_LOGIN: "",
  E2E_TEST_HOOKS: "",
  VERCEL: "",
};

async function buildProjectIfNeeded() {
  if (existsSync(path.join(root, ".next", "BUILD_ID"))) return;
  console.error("[bench] no production build found: running `npm run build` first");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const code = await finished(spawnTracked(npm, ["run", "build"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" }));
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

function commonAncestor(a, b) {
  const as = a.split(path.sep);
  const bs = b.split(path.sep);
  let i = 0;
  while (i < as.length && as[i] === bs[i]) i++;
  return as.slice(0, i).join(path.sep) || path.sep;
}

/** The floor: the least an App Router page can be, built by this project's `next`. */
async function buildFloor() {
  const dir = scratchDir("bench-floor-");
  const modules = realpathSync(nodeModules);
  mkdirSync(path.join(dir, "app"));
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ private: true }, null, 2)}\n`);
  writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  writeFileSync(path.join(dir, "app", "page.tsx"), `export default function Page() {\n  return <p>An empty Next.js page.</p>;\n}\n`);
  // The project's packages through a link, so nothing is installed. Turbopack compiles only files
  // under its root, so the root must hold both this folder and the link's target.
  symlinkSync(modules, path.join(dir, "node_modules"), "junction");
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(commonAncestor(dir, modules))} } };\n`);

  console.error("[bench] building the floor app (empty App Router page)");
  const env = { ...process.env, ...commonBase };
  delete env.NODE_ENV;
  const build = spawnTracked(process.execPath, [nextBin, "build"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  const code = await finished(build);
  if (code !== 0) throw new Error(`the floor app's next build failed (exit ${code}):\n${build.tail()}`);
  return dir;
}

async function startServer(name, cwd, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnTracked(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd,
    env: { ...process.env, ...commonBase, NODE_ENV: "production", PORT: String(port), ...env(url) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The project's first start creates and seeds its database before it can answer.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited (code ${child.exitCode}):\n${child.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.ok) return { name, url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} server was not ready within 180 s:\n${child.tail()}`);
}

/** One page once: its first request renders it, the second should be a cache hit. */
async function warm(server, page) {
  const url = server.url + page;
  const first = await fetchRaw(url, "identity");
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  const again = await fetchRaw(url, "identity");
  const gzip = await fetchRaw(url, "gzip");
  return { bytes: again.bytes, gzipBytes: gzip.bytes, cache: again.headers["x-nextjs-cache"] ?? "-" };
}

/** CPU time the process has used, in ms; null where there is no /proc. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime + stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function load(server, page, seconds = duration) {
  if (server.child.exitCode !== null) throw new Error(`${server.name} server died:\n${server.child.tail()}`);
  const cpuBefore = cpuMs(server.child.pid);
  const result = await autocannon({ url: server.url + page, connections, duration: seconds, headers: { "accept-encoding": encoding } });
  const cpuAfter = cpuMs(server.child.pid);
  const notOk = Object.entries(result.statusCodeStats).reduce((n, [code, { count }]) => (code === "200" ? n : n + count), 0);
  return {
    rps: result.requests.average,
    p975: result.latency.p97_5,
    cpu: cpuBefore === null || cpuAfter === null ? NaN : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    bad: notOk + result.errors,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const int = (n) => Math.round(n).toLocaleString("en-GB");
const ms = (n) => (Number.isNaN(n) ? "-" : n.toFixed(2));

async function main() {
  await buildProjectIfNeeded();
  const floorDir = await buildFloor();
  const dataDir = scratchDir("bench-data-");

  const floor = await startServer("floor", floorDir, () => ({}));
  const project = await startServer("project", root, (url) => ({
    DATA_DIR: dataDir,
    SITE_URL: url,
    AUTH_TRUST_HOST: "true",
    AUTH_SECRET: randomBytes(32).toString("hex"),
  }));

  const floorPage = await warm(floor, "/");
  const warmed = {};
  for (const page of pages) warmed[page] = await warm(project, page);

  if (warmup > 0) {
    console.error(`[bench] warming up: ${warmup} s of load on the floor and on each page`);
    await load(floor, "/", warmup);
    for (const page of pages) await load(project, page, warmup);
  }

  const load0 = loadavg()[0];
  const rows = [];
  for (const page of pages) {
    const runs = { floor: [], page: [] };
    for (let round = 1; round <= rounds; round++) {
      runs.floor.push(await load(floor, "/"));
      runs.page.push(await load(project, page));
      const [f, p] = [runs.floor.at(-1), runs.page.at(-1)];
      console.error(`[bench] ${page} round ${round}/${rounds}: floor ${int(f.rps)} req/s, page ${int(p.rps)} req/s (p97.5 ${p.p975} ms, ${ms(p.cpu)} CPU ms/req)`);
    }
    const rps = median(runs.page.map((r) => r.rps));
    const floorRps = median(runs.floor.map((r) => r.rps));
    rows.push({
      page,
      ...warmed[page],
      rps,
      p975: median(runs.page.map((r) => r.p975)),
      floorRps,
      floorP975: median(runs.floor.map((r) => r.p975)),
      cpu: median(runs.page.map((r) => r.cpu)),
      floorCpu: median(runs.floor.map((r) => r.cpu)),
      share: (100 * rps) / floorRps,
      bad: runs.page.reduce((n, r) => n + r.bad, 0),
      floorBad: runs.floor.reduce((n, r) => n + r.bad, 0),
    });
  }

  const version = JSON.parse(readFileSync(path.join(nodeModules, "next", "package.json"), "utf8")).version;
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  console.log(`\nNext.js ${version}, Node ${process.version}, ${availableParallelism()} cores (${cpu}); load average ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);
  console.log(`${rounds} rounds × ${duration} s per server and page after ${warmup} s of warm-up, ${connections} connections, accept-encoding: ${encoding}; medians of the rounds`);
  console.log(`Floor: empty App Router page, ${kb(floorPage.bytes)} (${kb(floorPage.gzipBytes)} gzip), cache ${floorPage.cache}\n`);
  console.log("| page | size (gzip) | cache | req/s | p97.5 ms | floor req/s | floor p97.5 ms | share of floor | CPU ms/req (page / floor) | non-200 or failed (page / floor) |");
  console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${kb(r.bytes)} (${kb(r.gzipBytes)}) | ${r.cache} | ${int(r.rps)} | ${r.p975} | ${int(r.floorRps)} | ${r.floorP975} | ${r.share.toFixed(0)} % | ${ms(r.cpu)} / ${ms(r.floorCpu)} | ${r.bad} / ${r.floorBad} |`,
    );
  }

  const failures = [
    ...rows.filter((r) => r.share < minShare).map((r) => `${r.page} is at ${r.share.toFixed(0)} % of the floor (below ${minShare} %)`),
    ...rows.filter((r) => r.bad + r.floorBad > 0).map((r) => `${r.page}: ${r.bad} of its responses and ${r.floorBad} of the floor's were not a 200 or failed`),
  ];
  for (const f of failures) console.error(`[bench] ${f}`);
  return args.check && failures.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  // After Ctrl-C the killed children fail whatever awaited them: nothing more to report.
  if (!cleaning) console.error(`[bench] ${err instanceof Error ? err.message : err}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
