import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { scaled } from "./time";

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export function logTail(file: string, chars = 4_000): string {
  if (!existsSync(file)) return "(no log)";
  const text = readFileSync(file, "utf8");
  return text.length > chars ? `…${text.slice(-chars)}` : text;
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = openSync(logFile, "a");
  try {
    const child = spawn(command, args, { cwd: process.cwd(), env, stdio: ["ignore", fd, fd] });
    running.add(child);
    child.once("exit", () => running.delete(child));
    return child;
  } finally {
    closeSync(fd);
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export async function runLogged(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<void> {
  const child = spawnLogged(command, args, env, logFile);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`${title} failed (exit ${code}):\n${logTail(logFile)}`);
}

export interface NextInstance {
  name: string;
  url: string;
  pid: number;
  logFile: string;
  ready(readyPath: string, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

export function startNextInstance(name: string, port: number, env: NodeJS.ProcessEnv, logFile: string): NextInstance {
  const next = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  const child = spawnLogged(
    process.execPath,
    [next, "start", "-H", "127.0.0.1", "-p", String(port), "--keepAliveTimeout", "65000"],
    env,
    logFile,
  );
  if (!child.pid) throw new Error(`${name}: next start did not start`);
  const pid = child.pid;
  const url = `http://127.0.0.1:${port}`;
  const exited = exitOf(child);

  return {
    name,
    url,
    pid,
    logFile,
    async ready(readyPath, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => (gone = true));
      for (;;) {
        if (gone) throw new Error(`${name} (${url}) exited before it was ready:\n${logTail(logFile)}`);
        try {
          const res = await fetch(url + readyPath, { signal: AbortSignal.timeout(scaled(10_000)) });
          await res.arrayBuffer();
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline)
          throw new Error(`${name} (${url}) not ready after ${timeoutMs} ms:\n${logTail(logFile)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // exited meanwhile
      }
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), scaled(10_000))),
      ]);
      if (timedOut) {
        process.kill(pid, "SIGKILL");
        await exited;
      }
    },
  };
}
