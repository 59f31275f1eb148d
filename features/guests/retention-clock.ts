import "server-only";
import { getDb } from "@/lib/db";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import { runRetention, type RetentionResult } from "./retention";

export async function runGuestRetention(now: Date = new Date()): Promise<RetentionResult> {
  return runRetention(await getDb(), now);
}

type Clock = { timer: NodeJS.Timeout | null; running: boolean };
const g = globalThis as typeof globalThis & { __guestRetentionClock?: Clock };
const clock = (g.__guestRetentionClock ??= { timer: null, running: false });

/** On a self-hosted server: anonymises what has been kept too long, hourly (Vercel calls the cron route instead). */
export function startRetentionClock(everyMs = 60 * 60_000): void {
  if (clock.timer) return;
  const tick = async () => {
    if (clock.running) return;
    clock.running = true;
    try {
      await runGuestRetention();
    } catch (err) {
      // The error's kind only: a database's message may quote a guest's row.
      console.error(
        `[retention] anonymising old guests failed (the next hour tries again): ${errorWithoutPersonalData(err)}`,
      );
    } finally {
      clock.running = false;
    }
  };
  clock.timer = setInterval(() => void tick(), everyMs);
  clock.timer.unref();
  void tick();
}
