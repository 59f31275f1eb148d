import type { StorageDriver } from "@/lib/storage/driver";
import { UPLOAD_FOLDER, unfinishedUploadsToRemove } from "./upload-keys";

export async function sweepUnfinishedUploads(
  store: Pick<StorageDriver, "list" | "delete">,
  now = Date.now(),
): Promise<number> {
  const stale = unfinishedUploadsToRemove(await store.list(UPLOAD_FOLDER), now);
  if (stale.length > 0) await store.delete(stale);
  return stale.length;
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let lastSweepAt = 0;

// Run when staff start an upload, so no host needs a scheduler; at most hourly, failures only logged.
export async function sweepUnfinishedUploadsNowAndThen(
  store: Pick<StorageDriver, "list" | "delete">,
  now = Date.now(),
): Promise<void> {
  if (now - lastSweepAt < SWEEP_INTERVAL_MS) return;
  lastSweepAt = now;
  try {
    const removed = await sweepUnfinishedUploads(store, now);
    if (removed > 0)
      console.info(`[uploads] removed ${removed} unfinished upload${removed === 1 ? "" : "s"} older than a day`);
  } catch (err) {
    console.error("[uploads] the sweep of unfinished uploads failed", err);
  }
}
