import { existsSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { finished, freePort, spawnTracked } from "./bench-processes.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const nodeModules = path.join(root, "node_modules");
export const nextBin = path.join(nodeModules, "next", "dist", "bin", "next");

/** Status, headers and byte count of one GET, with the body as the wire carries it. */
export function fetchRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

export const commonBase = {
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

export async function buildProjectIfNeeded() {
  if (existsSync(path.join(root, ".next", "BUILD_ID"))) return;
  console.error("[bench] no production build found: running `npm run build` first");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const code = await finished(
    spawnTracked(npm, ["run", "build"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" }),
  );
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

export async function startServer(name, cwd, env) {
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
