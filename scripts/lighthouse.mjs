#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) against running servers: the performance score, LCP, TBT and the
 * JavaScript each page loads, as medians of --runs runs. Given several --base servers (the site
 * built two ways, or the site and the floor app), it alternates them run by run so a busy machine
 * weighs on each alike. Not part of `npm test`; docs/performance.md says what to compare.
 *
 * Also printed per page: Lighthouse's script boot-up time and the HTML's size, of which the inline
 * flight data (the `self.__next_f.push` scripts React hydrates from). --all-categories adds the
 * accessibility, best-practices and SEO scores (the lowest of the runs).
 *
 * --floor URL measures that one page (the floor app's) once per run as well, for scale.
 *
 * Usage: node scripts/lighthouse.mjs [--base http://127.0.0.1:3000 ...] [--floor http://127.0.0.1:3001/] [--runs 3] [--all-categories] [--json out.json] / /menu /reservations
 * Needs a Chrome/Chromium: CHROME_PATH, else the Debian chromium.
 */
import { existsSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const bases = [];
let runs = 1;
let jsonFile = null;
let allCategories = false;
let floor = null;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--base") bases.push(args[++i]);
  else if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--json") jsonFile = args[++i];
  else if (args[i] === "--all-categories") allCategories = true;
  else if (args[i] === "--floor") floor = args[++i];
  else paths.push(args[i]);
}
if (bases.length === 0) bases.push(process.env.LIGHTHOUSE_BASE ?? "http://127.0.0.1:3000");
if (paths.length === 0) paths.push("/");
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs must be a whole number of at least 1");
  process.exit(2);
}

const chromePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The page's main-thread work in CPU time (thread time, not wall time), from the run's trace. On a
 * busy machine the wall-clock figures Lighthouse scores (TBT, LCP) swing with whatever else runs;
 * thread time hardly does. `blocking` is TBT's rule on CPU time at Lighthouse's 4x phone slowdown:
 * the part of each task over 50 ms, summed.
 */
function mainThreadCpu(events) {
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  let best = { cpu: 0, blocking: 0 };
  for (const { pid, tid } of mains) {
    const tasks = events.filter(
      (e) => e.pid === pid && e.tid === tid && e.name === "RunTask" && e.ph === "X" && e.tdur !== undefined,
    );
    const cpu = tasks.reduce((sum, e) => sum + e.tdur, 0) / 1000;
    const blocking = tasks.reduce((sum, e) => sum + Math.max(0, (4 * e.tdur) / 1000 - 50), 0);
    if (cpu > best.cpu) best = { cpu, blocking };
  }
  return { mainCpu: best.cpu, cpuBlocking: best.blocking };
}

const OTHER_CATEGORIES = ["accessibility", "best-practices", "seo"];

/** The page's HTML as served (uncompressed bytes) and the part of it that is inline flight data. */
async function htmlBytes(url) {
  const html = await (await fetch(url)).text();
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)];
  return {
    html: Buffer.byteLength(html),
    flight: flight.reduce((sum, [script]) => sum + Buffer.byteLength(script), 0),
  };
}

async function measure(url) {
  // A fresh browser per run: no warm cache, no storage carried from the last page.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    // Some Chromium builds now and then record a trace Lighthouse cannot read (NO_NAVSTART): such a
    // run has no scores at all, so it is repeated (up to twice) rather than reported as a zero.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: allCategories ? [...OTHER_CATEGORIES, "performance"] : ["performance"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("no result");
      if (lhr.runtimeError) {
        console.error(`${url}: ${lhr.runtimeError.code}${attempt < 3 ? ", running it again" : ""}`);
        continue;
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === "Script");
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        fcp: audit("first-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        bootup: audit("bootup-time"),
        ...Object.fromEntries(
          OTHER_CATEGORIES.filter((c) => lhr.categories[c]).map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
        ),
        scripts: scripts.length,
        jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        ...mainThreadCpu(result.artifacts.Trace.traceEvents),
      };
    }
    throw new Error("no usable Lighthouse run in three attempts");
  } finally {
    await chrome.kill();
  }
}

const targets = paths.flatMap((p) => bases.map((base) => ({ base, path: p })));
if (floor) {
  const { origin, pathname } = new URL(floor);
  targets.unshift({ base: origin, path: pathname });
}

const results = [];
const sizes = new Map();
let failed = false;
for (let run = 1; run <= runs; run++) {
  for (const { base, path: p } of targets) {
    try {
      if (!sizes.has(`${base}${p}`)) sizes.set(`${base}${p}`, await htmlBytes(`${base}${p}`));
      const r = await measure(`${base}${p}`);
      results.push({ base, path: p, run, ...r });
      console.error(
        `run ${run} ${base}${p}: performance ${r.performance}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, main-thread CPU ${Math.round(r.mainCpu)} ms (blocking ${Math.round(r.cpuBlocking)} ms), ${r.scripts} scripts`,
      );
    } catch (err) {
      failed = true;
      console.error(`${base}${p}: ${err instanceof Error ? err.message : err}`);
    }
  }
}

console.log(`Medians of ${runs} run(s), Lighthouse mobile:`);
for (const { base, path: p } of targets) {
  const mine = results.filter((r) => r.base === base && r.path === p);
  if (mine.length === 0) continue;
  const m = (key) => median(mine.map((r) => r[key]));
  const size = sizes.get(`${base}${p}`);
  const others = OTHER_CATEGORIES.filter((c) => mine[0][c] !== undefined)
    .map((c) => `  ${c} ${Math.min(...mine.map((r) => r[c]))}`)
    .join("");
  console.log(
    `${base}${p}`.padEnd(40) +
      ` performance ${m("performance")}  LCP ${Math.round(m("lcp"))} ms  TBT ${Math.round(m("tbt"))} ms  main-thread CPU ${Math.round(m("mainCpu"))} ms (blocking ${Math.round(m("cpuBlocking"))} ms)  FCP ${Math.round(m("fcp"))} ms  CLS ${m("cls").toFixed(3)}  JS ${m("scripts")} files ${(m("jsBytes") / 1024).toFixed(1)} KB  boot-up ${Math.round(m("bootup"))} ms  HTML ${size.html} B (flight ${size.flight} B)${others}`,
  );
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 2));
process.exit(failed ? 1 : 0);
