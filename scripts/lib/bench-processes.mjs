import { spawn } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// Everything started or made here, so that any way out (done, error, Ctrl-C) can undo it.
export const children = new Set();
export const scratch = [];

export function stop(child) {
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

export let cleaning = null;
export function cleanup() {
  cleaning ??= Promise.all([...children].map(stop)).then(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });
  return cleaning;
}

export function spawnTracked(command, argv, options) {
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

export function finished(child) {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export function scratchDir(prefix) {
  // realpath: Turbopack compares real paths, and some systems' temp dir is a symlink.
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  scratch.push(dir);
  return dir;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
