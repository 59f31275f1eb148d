#!/usr/bin/env node
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import nextEnv from "@next/env";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
nextEnv.loadEnvConfig(root, true);

const defaults = {
  DATA_DIR: ".data",
  ADMIN_EMAILS: "admin@47restaurant.local",
  AUTH_DEV_LOGIN: "true",
  AUTH_TRUST_HOST: "true",
  NEXT_TELEMETRY_DISABLED: "1",
};
for (const [key, value] of Object.entries(defaults)) process.env[key] ??= value;

const fonts = spawnSync(process.execPath, [path.join(root, "scripts", "subset-fonts.mjs")], {
  cwd: root,
  stdio: "inherit",
});
if (fonts.status !== 0) process.exit(fonts.status ?? 1);

const args = ["dev", ...process.argv.slice(2)];
const child = spawn(path.join(root, "node_modules", "next", "dist", "bin", "next"), args, {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
