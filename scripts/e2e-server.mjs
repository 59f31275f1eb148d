#!/usr/bin/env node
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { oidcIssuerSettings } from "./lib/oidc-settings.mjs";
import { smtpSinkSettings } from "./lib/smtp-settings.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = process.env.E2E_PORT ?? "3100";

function isTestBuild() {
  const manifest = path.join(root, ".next", "server", "app-paths-manifest.json");
  if (!existsSync(path.join(root, ".next", "BUILD_ID")) || !existsSync(manifest)) return false;
  return Object.keys(JSON.parse(readFileSync(manifest, "utf8"))).some((route) => route.startsWith("/api/test-hooks/"));
}

if (!isTestBuild()) {
  console.log("[e2e] no test build found: running `npm run build` first (E2E_TEST_BUILD=true, with the suite's hooks)");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_TEST_BUILD: "true" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const oidc = oidcIssuerSettings(port);
const smtp = smtpSinkSettings(port);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "e2e-data-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PORT: port,
  SITE_URL: `http://127.0.0.1:${port}`,
  AUTH_TRUST_HOST: "true",
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-0123456789abcdef0123456789",
  ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "admin@47restaurant.test",
  E2E_TEST_HOOKS: "true",
  TRUSTED_PROXY_HOPS: "1",
  FORM_MIN_FILL_MS: process.env.FORM_MIN_FILL_MS ?? "0",
  AUTH_GOOGLE_ID: oidc.clientId,
  AUTH_GOOGLE_SECRET: oidc.clientSecret,
  AUTH_GOOGLE_ISSUER: oidc.issuer,
  SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
  NOTIFY_EMAIL: "staff@47restaurant.test",
  OUTBOX_RETRY_BASE_MS: "1000",
  NEXT_TELEMETRY_DISABLED: "1",
};
delete env.DATABASE_URL;
// Auth.js takes its URLs from the request (AUTH_TRUST_HOST): an AUTH_URL naming 127.0.0.1 would be
// renamed "localhost" by Next in the route handler and break the OAuth callback's redirect_uri.
delete env.AUTH_URL;
delete env.AUTH_DEV_LOGIN;

// next itself, not an npx wrapper, so signals reach it. Idle connections live 65 s: Playwright reuses
// connections, and one the server had just closed failed a test with ECONNRESET.
const child = spawn(
  path.join(root, "node_modules", "next", "dist", "bin", "next"),
  ["start", "-p", port, "-H", "127.0.0.1", "--keepAliveTimeout", "65000"],
  {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  },
);

const log = process.env.E2E_SERVER_LOG
  ? (mkdirSync(path.dirname(process.env.E2E_SERVER_LOG), { recursive: true }),
    createWriteStream(process.env.E2E_SERVER_LOG, { flags: "w" }))
  : null;
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  log?.write(chunk);
});
child.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  log?.write(chunk);
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
