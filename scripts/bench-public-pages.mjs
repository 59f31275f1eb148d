#!/usr/bin/env node
/**
 * Load check of the public pages against the framework's floor: an empty App Router app built
 * with this project's own `next`, served by `next start` on the same machine at the same time.
 * A page's rounds alternate with the floor's (floor, size-matched floor, page, floor, ...), so
 * whatever else the machine is doing weighs on all of them, and the page's share of the floor
 * means more than its raw requests per second. Not a test: the numbers belong to the machine that
 * measured them.
 *
 * The project runs from its existing production build (`npm run build` first when there is none)
 * on a throwaway DATA_DIR, so it serves the demo content from the embedded database.
 *
 * An empty page is a few KB, a public page 60-140 KB, and every byte of a page costs the server
 * something per request (the HTML, and the same tree again as inline flight data). So the floor
 * app also gets one static page per measured page, of about the same size (the size-matched
 * floor): markup the framework only has to send, built once the project's pages have been
 * measured. Its share says how far a page is from what the framework does with that many bytes;
 * the share of the empty floor stays the criterion (--check). The sizes are matched uncompressed:
 * under --gzip the pages' compressed sizes differ somewhat (both are reported).
 *
 * Usage: npm run bench:pages -- [--rounds 3] [--duration 8] [--connections 20] [--warmup 2]
 *          [--pages /,/menu,/gallery,/events] [--gzip] [--check] [--min-share 60]
 *   --warmup     seconds of unrecorded load per page first, so round 1 does not pay for the JIT
 *   --gzip       ask for gzip as browsers do (Next then compresses every response itself)
 *   --check      exit 1 when a page is below --min-share % of the (empty) floor or a response was not a 200
 * BENCH_ROUNDS, BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP and BENCH_PAGES set the same defaults.
 *
 * On Linux it also reports each server's CPU time per request, read from /proc: on a busy machine
 * that moves far less than requests per second, which drop whenever another process takes a core.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  buildFloor,
  createFloor,
  markupBytes,
  markupFor,
  sizedRoutes,
  SIZE_TOLERANCE,
  writeSizedPage,
} from "./lib/bench-floor.mjs";
import { cleaning, cleanup, scratchDir, stop } from "./lib/bench-processes.mjs";
import { buildProjectIfNeeded, fetchRaw, nodeModules, root, startServer } from "./lib/bench-server.mjs";

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
const pages = args.pages
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const encoding = args.gzip ? "gzip" : "identity";

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the scratch folders`);
    cleanup().finally(() => process.exit(130));
  });
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
  const result = await autocannon({
    url: server.url + page,
    connections,
    duration: seconds,
    headers: { "accept-encoding": encoding },
  });
  const cpuAfter = cpuMs(server.child.pid);
  const notOk = Object.entries(result.statusCodeStats).reduce(
    (n, [code, { count }]) => (code === "200" ? n : n + count),
    0,
  );
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

/**
 * Builds the floor app with its size-matched pages and starts it. The first build sizes each page's
 * markup from a model of the response; a page that then misses its target by more than
 * SIZE_TOLERANCE gets its measured overhead instead of the guess, and the floor is built once more.
 */
async function startFloor(dir, sized) {
  for (let attempt = 1; ; attempt++) {
    for (const s of sized) {
      s.html = markupFor(s.target, s.overhead);
      writeSizedPage(dir, s);
    }
    console.error(
      `[bench] building the floor app (an empty page and ${sized.length} size-matched)${attempt > 1 ? ", again with the measured overheads" : ""}`,
    );
    await buildFloor(dir);
    const floor = await startServer("floor", dir, () => ({}));
    for (const s of sized) {
      Object.assign(s, await warm(floor, s.route));
      s.overhead = s.bytes - markupBytes(s.html);
    }
    const off = sized.filter((s) => Math.abs(s.bytes - s.target) > SIZE_TOLERANCE * s.target);
    if (off.length === 0 || attempt === 2) {
      for (const s of off)
        console.error(
          `[bench] the size-matched floor for ${s.page} serves ${s.bytes} bytes against the page's ${s.target}`,
        );
      return floor;
    }
    await stop(floor.child);
  }
}

async function main() {
  await buildProjectIfNeeded();
  const dataDir = scratchDir("bench-data-");

  // The project first: the size-matched floor pages need its pages' sizes.
  const project = await startServer("project", root, (url) => ({
    DATA_DIR: dataDir,
    SITE_URL: url,
    AUTH_TRUST_HOST: "true",
    AUTH_SECRET: randomBytes(32).toString("hex"),
  }));
  const warmed = {};
  for (const page of pages) warmed[page] = await warm(project, page);

  const sized = sizedRoutes(Object.fromEntries(pages.map((page) => [page, warmed[page].bytes])));
  const floor = await startFloor(createFloor(), sized);
  const floorPage = await warm(floor, "/");
  const sizedFor = Object.fromEntries(sized.map((s) => [s.page, s]));

  if (warmup > 0) {
    console.error(
      `[bench] warming up: ${warmup} s of load on the floor, on each size-matched floor page and on each page`,
    );
    await load(floor, "/", warmup);
    for (const page of pages) {
      await load(floor, sizedFor[page].route, warmup);
      await load(project, page, warmup);
    }
  }

  const load0 = loadavg()[0];
  const rows = [];
  for (const page of pages) {
    const matched = sizedFor[page];
    const runs = { floor: [], sized: [], page: [] };
    for (let round = 1; round <= rounds; round++) {
      runs.floor.push(await load(floor, "/"));
      runs.sized.push(await load(floor, matched.route));
      runs.page.push(await load(project, page));
      const [f, m, p] = [runs.floor.at(-1), runs.sized.at(-1), runs.page.at(-1)];
      console.error(
        `[bench] ${page} round ${round}/${rounds}: floor ${int(f.rps)} req/s, size-matched ${int(m.rps)} req/s, page ${int(p.rps)} req/s (p97.5 ${p.p975} ms, ${ms(p.cpu)} CPU ms/req)`,
      );
    }
    const rps = median(runs.page.map((r) => r.rps));
    const floorRps = median(runs.floor.map((r) => r.rps));
    const sizedRps = median(runs.sized.map((r) => r.rps));
    rows.push({
      page,
      ...warmed[page],
      rps,
      p975: median(runs.page.map((r) => r.p975)),
      floorRps,
      floorP975: median(runs.floor.map((r) => r.p975)),
      sized: matched,
      sizedRps,
      cpu: median(runs.page.map((r) => r.cpu)),
      floorCpu: median(runs.floor.map((r) => r.cpu)),
      sizedCpu: median(runs.sized.map((r) => r.cpu)),
      share: (100 * rps) / floorRps,
      sizedShare: (100 * rps) / sizedRps,
      bad: runs.page.reduce((n, r) => n + r.bad, 0),
      floorBad: runs.floor.reduce((n, r) => n + r.bad, 0),
      sizedBad: runs.sized.reduce((n, r) => n + r.bad, 0),
    });
  }

  const version = JSON.parse(readFileSync(path.join(nodeModules, "next", "package.json"), "utf8")).version;
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  console.log(
    `\nNext.js ${version}, Node ${process.version}, ${availableParallelism()} cores (${cpu}); load average ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`,
  );
  console.log(
    `${rounds} rounds × ${duration} s per server and page after ${warmup} s of warm-up, ${connections} connections, accept-encoding: ${encoding}; medians of the rounds`,
  );
  console.log(
    `Floor: empty App Router page, ${kb(floorPage.bytes)} (${kb(floorPage.gzipBytes)} gzip), cache ${floorPage.cache}`,
  );
  console.log(
    `Size-matched floor: one static page of the floor app per page, its markup in a string (dangerouslySetInnerHTML), matched on uncompressed bytes: ${sized.map((s) => `${s.page} ${s.bytes} bytes for ${s.target} (${s.html.length} characters of markup)`).join(", ")}\n`,
  );
  console.log(
    "| page | size (gzip) | cache | req/s | p97.5 ms | floor req/s | floor p97.5 ms | share of floor | size-matched floor size (gzip) | size-matched req/s | share of size-matched | CPU ms/req (page / size-matched / floor) | non-200 or failed (page / size-matched / floor) |",
  );
  console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${kb(r.bytes)} (${kb(r.gzipBytes)}) | ${r.cache} | ${int(r.rps)} | ${r.p975} | ${int(r.floorRps)} | ${r.floorP975} | ${r.share.toFixed(0)} % | ${kb(r.sized.bytes)} (${kb(r.sized.gzipBytes)}) | ${int(r.sizedRps)} | ${r.sizedShare.toFixed(0)} % | ${ms(r.cpu)} / ${ms(r.sizedCpu)} / ${ms(r.floorCpu)} | ${r.bad} / ${r.sizedBad} / ${r.floorBad} |`,
    );
  }

  // The criterion stays the issue's: the share of the empty floor. The size-matched share is there
  // to read, not to pass or fail.
  const failures = [
    ...rows
      .filter((r) => r.share < minShare)
      .map((r) => `${r.page} is at ${r.share.toFixed(0)} % of the floor (below ${minShare} %)`),
    ...rows
      .filter((r) => r.bad + r.sizedBad + r.floorBad > 0)
      .map(
        (r) =>
          `${r.page}: ${r.bad} of its responses, ${r.sizedBad} of its size-matched floor's and ${r.floorBad} of the floor's were not a 200 or failed`,
      ),
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
