import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { hasPgliteCluster, initPgliteDataDir } from "@/lib/db/pglite-init";

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pglite-init-"));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe("making a new PGlite data directory off the main thread", () => {
  it("makes a cluster PGlite then opens, while the main thread stays free", async () => {
    const dataDir = path.join(await tempDir(), "pglite");
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    let made: boolean;
    const lines: string[] = [];
    try {
      made = await initPgliteDataDir(dataDir, { log: (l) => lines.push(l) });
    } finally {
      clearInterval(ticker);
    }
    if (made) {
      // initdb takes seconds; on the main thread no tick would have run meanwhile.
      expect(ticks).toBeGreaterThan(5);
      expect(hasPgliteCluster(dataDir)).toBe(true);
    } else {
      // The fallback: said so, and nothing half-made left for PGlite.create to trip on.
      expect(lines[0]).toMatch(/^\[startup\] making the database directory off the main thread failed/);
      expect(existsSync(dataDir)).toBe(false);
    }
    const db = await PGlite.create(dataDir);
    try {
      expect((await db.query<{ x: number }>("select 1 as x")).rows).toEqual([{ x: 1 }]);
    } finally {
      await db.close();
    }
  });

  it("leaves an existing cluster alone", async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, "PG_VERSION"), "17\n");
    expect(await initPgliteDataDir(dataDir, { script: "process.exit(3)" })).toBe(false);
  });

  it("says so, removes what it left, and leaves the work to the caller when the worker fails", async () => {
    const dataDir = path.join(await tempDir(), "pglite");
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, "half-made"), "");
    const lines: string[] = [];
    expect(
      await initPgliteDataDir(dataDir, { script: "throw new Error('no wasm here')", log: (l) => lines.push(l) }),
    ).toBe(false);
    expect(lines).toHaveLength(1);
    expect(existsSync(dataDir)).toBe(false);
    expect(lines[0]).toMatch(/^\[startup\] making the database directory off the main thread failed.*no wasm here/);
  });
});
