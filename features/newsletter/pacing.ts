// How fast a campaign goes out. Counted over any 60 seconds, not per clock minute, so two batches
// either side of a minute's turn can never add up to more than the rate.

export const PACING_WINDOW_MS = 60_000;

export interface PacingFacts {
  perMinute: number;
  /**
   * Newsletter e-mails that count against the last 60 seconds, each once: handed to the outbox in
   * them, delivered in them, or still waiting to be delivered (a stalled server's, a retried one's).
   */
  counted: number;
}

/**
 * How many more e-mails may be handed to the outbox now. An e-mail queued long ago that is still
 * waiting may go out in the coming minute, and one that just went out did so in this minute, so both
 * count: a stalled batch never adds a burst to the next one.
 */
export function batchAllowance({ perMinute, counted }: PacingFacts): number {
  const rate = Math.max(0, Math.floor(perMinute));
  return Math.max(0, rate - counted);
}

/** The start of the window ending at `now`: a row queued after this counts. */
export function windowStart(now: Date): Date {
  return new Date(now.getTime() - PACING_WINDOW_MS);
}

/** Roughly how long sending takes at this pace, in whole minutes (at least one). */
export function minutesToSend(count: number, perMinute: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perMinute)));
}
