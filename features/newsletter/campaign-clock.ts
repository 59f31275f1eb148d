import "server-only";
import { getDb } from "@/lib/db";
import { mailConfig, runOutbox } from "@/features/outbox";
import { runCampaigns, type CampaignRunResult } from "./campaign-sender";

/** Starts the campaigns due at `now`, queues each one's next batch, then hands them to the outbox's sender. */
export async function runNewsletterCampaigns(now: Date = new Date()): Promise<CampaignRunResult> {
  const result = await runCampaigns(await getDb(), { now, config: mailConfig() });
  if (result.queued > 0) await runOutbox();
  return result;
}

type Clock = { timer: NodeJS.Timeout | null; running: boolean };
const g = globalThis as typeof globalThis & { __newsletterClock?: Clock };
const clock = (g.__newsletterClock ??= { timer: null, running: false });

/**
 * On a self-hosted server: looks for campaign work every 15 seconds, so a batch follows soon after
 * the last one's minute has passed (Vercel calls the cron route instead).
 */
export function startNewsletterClock(everyMs = 15_000): void {
  if (clock.timer) return;
  const tick = async () => {
    if (clock.running) return;
    clock.running = true;
    try {
      await runNewsletterCampaigns();
    } catch (err) {
      console.error("[newsletter] queueing a campaign's batch failed (the next tick tries again)", err);
    } finally {
      clock.running = false;
    }
  };
  clock.timer = setInterval(() => void tick(), everyMs);
  // Sending a campaign must not keep a stopping server alive.
  clock.timer.unref();
  void tick();
}
