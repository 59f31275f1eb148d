import { openDatabase, targetFromEnv, type DatabaseHandle } from "@/lib/db/client";
import { env } from "@/lib/env";

export async function runOnDatabase(failure: string, work: (handle: DatabaseHandle) => Promise<void>): Promise<never> {
  const target = targetFromEnv(env());
  if (target.kind === "pglite") {
    console.warn(
      `WARNING: the embedded database (${target.dataDir}) has no file lock. Stop the dev server or ` +
        "`next start` first: two processes writing one data directory will corrupt it.",
    );
  }
  const handle = await openDatabase(target);
  let exitCode = 0;
  try {
    if (handle.kind === "pglite") await handle.migrate();
    await work(handle);
  } catch (err) {
    console.error(failure, err);
    exitCode = 1;
  } finally {
    await handle.close();
  }
  process.exit(exitCode);
}
