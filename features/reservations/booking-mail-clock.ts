import "server-only";
import { startRepeatingJob } from "@/lib/schedule/repeating-job";
import { queueThenSend } from "@/features/outbox";
import { queueBookingMail, type BookingMailResult } from "./booking-mail";

/** Queues the reminders and thank-yous due at `now`, then hands them to the outbox's sender. */
export async function runBookingMail(now: Date = new Date()): Promise<BookingMailResult> {
  return queueThenSend(queueBookingMail, now, (result) => result.reminders + result.thankYous);
}

/** On a self-hosted server: looks for due booking e-mails every minute (Vercel calls the cron route instead). */
export function startBookingMailClock(everyMs = 60_000): void {
  startRepeatingJob({
    name: "booking-mail",
    everyMs,
    work: () => runBookingMail(),
    failure: "queueing reminders failed (the next minute tries again)",
  });
}
