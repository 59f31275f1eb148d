#!/usr/bin/env node
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
let base = process.env.LIGHTHOUSE_BASE ?? "http://127.0.0.1:3000";
let jsonDir = null;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--base") base = args[++i];
  else if (args[i] === "--json") jsonDir = args[++i];
  else paths.push(args[i]);
}
if (paths.length === 0) paths.push("/");

const chromePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = false;
for (const p of paths) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    let lhr;
    // Some Chromium builds now and then record a trace Lighthouse cannot read: such a run is repeated.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await lighthouse(`${base}${p}`, { port: chrome.port, output: "json", logLevel: "error" });
      lhr = result?.lhr;
      if (!lhr) throw new Error("no result");
      if (!lhr.runtimeError) break;
      console.error(`${p}: ${lhr.runtimeError.code}${attempt < 3 ? ", running it again" : ""}`);
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items = lhr.audits["network-requests"]?.details?.items ?? [];
    const js = items.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN;
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    console.log(
      `${p.padEnd(12)} performance ${score("performance")}  accessibility ${score("accessibility")}  best-practices ${score("best-practices")}  seo ${score("seo")}  CLS ${cls.toFixed(3)}  LCP ${(lcp / 1000).toFixed(2)} s  JS ${kb(js)}`,
    );
    for (const [id, cat] of Object.entries(lhr.categories)) {
      if (id === "performance" || (cat.score ?? 0) >= 1) continue;
      const failing = cat.auditRefs.filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1 && ref.weight > 0).map((ref) => ref.id);
      console.log(`    ${id} misses: ${failing.join(", ")}`);
    }
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(path.join(jsonDir, `${p === "/" ? "home" : p.replace(/\W+/g, "-").replace(/^-/, "")}.json`), JSON.stringify(lhr));
    }
  } catch (err) {
    failed = true;
    console.error(`${p}: ${err instanceof Error ? err.message : err}`);
  } finally {
    await chrome.kill();
  }
}
process.exit(failed ? 1 : 0);
