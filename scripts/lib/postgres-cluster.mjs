import { spawnSync, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync, chownSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function findPostgresBin() {
  const which = spawnSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) {
    const dir = path.dirname(which.stdout.trim());
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

// PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` user or `nobody`.
export function startThrowawayCluster({ port }) {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  let user = null;
  if (asRoot) {
    user = spawnSync("id", ["-u", "postgres"]).status === 0 ? "postgres" : "nobody";
    const uid = Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (cmd, args) => {
    const full = user ? ["runuser", ["-u", user, "--", path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(full[0], full[1], { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-locale"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
