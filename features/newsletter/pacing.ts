// How fast a campaign goes out. Counted over any 60 seconds, not per clock minute, so two batches
// either side of a minute's turn can never add up to more than the rate.

export const DEFAULT_PER_MINUTE = 50;
export const MAX_PER_MINUTE = 1000;
export const PACING_WINDOW_MS = 60_000;

export interface PacingFacts {
  perMinute: number;
  /** This campaign's e-mails handed to the outbox in the last 60 seconds. */
  queuedInWindow: number;
  /** This campaign's e-mails the outbox still has to deliver (waiting or retrying). */
  inFlight: number;
}

/**
 * How many more e-mails may be handed to the outbox now. E-mails still waiting in the outbox count
 * against the rate too, so a mail server that is down does not pile up a burst for when it returns.
 */
export function batchAllowance({ perMinute, queuedInWindow, inFlight }: PacingFacts): number {
  const rate = Math.max(0, Math.floor(perMinute));
  return Math.max(0, Math.min(rate - queuedInWindow, rate - inFlight));
}

/** The start of the window ending at `now`: a row queued after this counts. */
export function windowStart(now: Date): Date {
  return new Date(now.getTime() - PACING_WINDOW_MS);
}

/** Roughly how long sending takes at this pace, in whole minutes (at least one). */
export function minutesToSend(count: number, perMinute: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perMinute)));
}
