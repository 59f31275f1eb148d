import "server-only";
import { getDb } from "@/lib/db";
import { mailConfig, runOutbox } from "@/features/outbox";
import { queueBookingMail, type BookingMailResult } from "./booking-mail";

/** Queues the reminders and thank-yous due at `now`, then hands them to the outbox's sender. */
export async function runBookingMail(now: Date = new Date()): Promise<BookingMailResult> {
  const result = await queueBookingMail(await getDb(), { now, config: mailConfig() });
  if (result.reminders + result.thankYous > 0) await runOutbox();
  return result;
}

type Clock = { timer: NodeJS.Timeout | null; running: boolean };
const g = globalThis as typeof globalThis & { __bookingMailClock?: Clock };
const clock = (g.__bookingMailClock ??= { timer: null, running: false });

/** On a self-hosted server: looks for due booking e-mails every minute (Vercel calls the cron route instead). */
export function startBookingMailClock(everyMs = 60_000): void {
  if (clock.timer) return;
  const tick = async () => {
    if (clock.running) return;
    clock.running = true;
    try {
      await runBookingMail();
    } catch (err) {
      console.error("[booking-mail] queueing reminders failed (the next minute tries again)", err);
    } finally {
      clock.running = false;
    }
  };
  clock.timer = setInterval(() => void tick(), everyMs);
  // Checking for reminders must not keep a stopping server alive.
  clock.timer.unref();
  void tick();
}
