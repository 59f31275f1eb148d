#!/usr/bin/env node
// Lock entries for other platforms' native packages, each with the os/cpu/libc its name implies, so npm ci
// accepts the lock file and skips them on any other platform.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const n = name.toLowerCase();
  const os = ["darwin", "win32", "linux", "freebsd", "android", "openbsd", "sunos", "aix", "netbsd"].find((o) =>
    n.includes(o),
  );
  const cpu = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "wasm32", "loong64", "mips64el"].find((c) =>
    new RegExp(`[-_]${c}($|[-_])`).test(n),
  );
  const libc = n.includes("musl") ? "musl" : n.includes("gnu") ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = location === "" ? "" : `${location}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => packages[c])) continue;
    const { os, cpu, libc } = platformOf(dep);
    const entry = { version: String(range).replace(/^[\^~=]/, ""), optional: true };
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    packages[`node_modules/${dep}`] = entry;
    added++;
  }
}

if (process.argv.includes("--check")) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} platform-specific optional entries: run \`npm run lock:complete\` and commit it (npm ci would refuse this lock).`,
    );
    process.exit(1);
  }
  console.log("package-lock.json is complete");
  process.exit(0);
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform-specific optional entries`);
