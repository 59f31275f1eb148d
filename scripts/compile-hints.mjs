#!/usr/bin/env node
/**
 * After `next build`: marks the JavaScript every page runs at start-up with V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`), so Chrome compiles those files on a background thread
 * while they download instead of compiling each function on the main thread the first time it
 * runs (measured in docs/performance.md). Browsers without the hint read a comment.
 *
 * Which files: the framework files every page loads (`rootMainFiles` in the build manifest) and
 * every chunk a pre-rendered page loads with a plain <script src> (not the legacy-browser
 * polyfills). Files loaded later (dialogs, the admin's editors) keep V8's lazy default: hinting
 * code that may never run would only spend CPU and memory compiling it.
 *
 * Usage: node scripts/compile-hints.mjs [.next directory]   (npm run build runs it)
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The file with the hint as its first line; unchanged when it already has it. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Paths (relative to the build's static root, e.g. "static/chunks/x.js") of the scripts an HTML page loads at start-up. */
export function startupScriptsIn(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="\/_next\/(static\/chunks\/[^"?#]+\.js)"/.exec(tag)?.[1];
    if (src) found.add(src);
  }
  return [...found];
}

function htmlFilesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFilesUnder(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

export function hintStartupScripts(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  const files = new Set((manifest.rootMainFiles ?? []).filter((f) => f.endsWith(".js")));
  for (const html of htmlFilesUnder(path.join(nextDir, "server", "app"))) {
    for (const file of startupScriptsIn(readFileSync(html, "utf8"))) files.add(file);
  }
  let hinted = 0;
  for (const file of files) {
    if (polyfills.has(file)) continue;
    const full = path.join(nextDir, file);
    if (!existsSync(full)) throw new Error(`compile hints: ${file} is listed by the build but missing`);
    const source = readFileSync(full, "utf8");
    const next = withCompileHint(source);
    if (next !== source) {
      writeFileSync(full, next);
      hinted++;
    }
  }
  return { listed: files.size, hinted };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nextDir = path.resolve(process.argv[2] ?? ".next");
  const { listed, hinted } = hintStartupScripts(nextDir);
  console.log(`compile hints: ${hinted} start-up script(s) marked (${listed} listed, the rest already were)`);
}
