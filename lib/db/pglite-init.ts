import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * A new PGlite data directory is made by initdb, compiled to WASM: seconds of CPU (most of a
 * fresh dev server's wait for its first page) during which the thread running it does nothing
 * else. Done in a worker thread instead, the server's own thread keeps compiling and answering
 * meanwhile; the directory it leaves behind then opens in well under a second.
 *
 * Resolves false when the directory already holds a cluster, or when the worker failed (seen once
 * on a heavily loaded machine): then it removes what the worker left, and the caller's
 * PGlite.create makes the directory itself on the main thread, as it always did.
 */
export function hasPgliteCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}

export async function initPgliteDataDir(
  dataDir: string,
  opts: { log?: (line: string) => void; script?: string } = {},
): Promise<boolean> {
  if (hasPgliteCluster(dataDir)) return false;
  const log = opts.log ?? ((line: string) => console.warn(line));
  try {
    await new Promise<void>((resolve, reject) => {
      // Inline and resolved from the project root at run time: the bundler has no worker file to place.
      const worker = new Worker(opts.script ?? INIT_SCRIPT, { eval: true, workerData: dataDir });
      worker.once("message", () => resolve());
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the initdb worker exited with code ${code}`)));
    });
    return true;
  } catch (err) {
    // Whatever the worker left is no usable cluster (there was none before it): PGlite.create must
    // start from nothing, not from a directory that only looks made.
    await rm(dataDir, { recursive: true, force: true });
    log(`[startup] making the database directory off the main thread failed; making it here instead: ${String(err)}`);
    return false;
  }
}

const INIT_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
import("@electric-sql/pglite").then(async ({ PGlite }) => {
  const db = await PGlite.create(workerData);
  await db.close();
  parentPort.postMessage("ready");
});
`;
