import "server-only";
import { getDb } from "@/lib/db";
import { startRepeatingJob } from "@/lib/schedule/repeating-job";
import { runRetention, type RetentionResult } from "./retention";

export async function runGuestRetention(now: Date = new Date()): Promise<RetentionResult> {
  return runRetention(await getDb(), now);
}

/** On a self-hosted server: anonymises what has been kept too long, hourly (Vercel calls the cron route instead). */
export function startRetentionClock(everyMs = 60 * 60_000): void {
  startRepeatingJob({
    name: "retention",
    everyMs,
    work: () => runGuestRetention(),
    failure: "anonymising old guests failed (the next hour tries again)",
  });
}
