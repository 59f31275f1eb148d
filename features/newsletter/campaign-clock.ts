import "server-only";
import { startRepeatingJob } from "@/lib/schedule/repeating-job";
import { queueThenSend } from "@/features/outbox";
import { runCampaigns, type CampaignRunResult } from "./campaign-sender";

/** Starts the campaigns due at `now`, queues each one's next batch, then hands them to the outbox's sender. */
export async function runNewsletterCampaigns(now: Date = new Date()): Promise<CampaignRunResult> {
  return queueThenSend(runCampaigns, now, (result) => result.queued);
}

/**
 * On a self-hosted server: looks for campaign work every 15 seconds, so a batch follows soon after
 * the last one's minute has passed (Vercel calls the cron route instead).
 */
export function startNewsletterClock(everyMs = 15_000): void {
  startRepeatingJob({
    name: "newsletter",
    everyMs,
    work: () => runNewsletterCampaigns(),
    failure: "queueing a campaign's batch failed (the next tick tries again)",
  });
}
