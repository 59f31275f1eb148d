import type { WaitlistStatus } from "@/lib/db/schema/waitlist";
import { formatClockTime, toLondonLocalValue } from "@/lib/time/london";

// What the book shows of a slot's waitlist, and which guests staff may offer a freed table to.

export interface WaitlistItem {
  id: string;
  time: string;
  party: number;
  name: string;
  email: string;
  phone: string;
  status: WaitlistStatus;
  offerExpiresAt: Date | null;
  createdAt: Date;
}

/** An offer past its time is expired whether or not anything has written that down yet. */
export function statusAt(e: Pick<WaitlistItem, "status" | "offerExpiresAt">, now: Date): WaitlistStatus {
  return e.status === "offered" && e.offerExpiresAt !== null && e.offerExpiresAt <= now ? "expired" : e.status;
}

/** Waiting, or an offer that lapsed unanswered: the guest still wants the table. */
export const canBeOffered = (status: WaitlistStatus) => status === "waiting" || status === "expired";

export interface SlotWaitlist {
  time: string;
  /** Oldest first: the order staff offer in. */
  entries: (WaitlistItem & { now: WaitlistStatus })[];
  /** Covers a new booking could take: the limit less confirmed covers and tables already offered. Null: no limit. */
  free: number | null;
  /** The entries a freed table fits, oldest first. */
  fitting: string[];
  /** Whether the room's tables decided who fits (tables are set up). */
  byTables: boolean;
}

export function freeCovers(limit: number | null, confirmed: number, offered: number): number | null {
  return limit === null ? null : Math.max(0, limit - confirmed - offered);
}

export function slotWaitlist(
  time: string,
  entries: readonly WaitlistItem[],
  limit: number | null,
  confirmed: number,
  now: Date,
  /** Where tables are set up: whether a table is free for a party of this size for its whole time. */
  seats?: (party: number) => boolean,
): SlotWaitlist {
  const listed = entries
    .filter((e) => e.time === time && e.status !== "withdrawn")
    .map((e) => ({ ...e, now: statusAt(e, now) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const offered = listed.filter((e) => e.now === "offered").reduce((sum, e) => sum + e.party, 0);
  const free = freeCovers(limit, confirmed, offered);
  const fitting = listed
    .filter((e) => canBeOffered(e.now) && (free === null || e.party <= free) && (seats?.(e.party) ?? true))
    .map((e) => e.id);
  return { time, entries: listed, free, fitting, byTables: seats !== undefined };
}

/** The line staff read above a slot whose freed covers fit someone waiting. */
export function freedTableText(w: SlotWaitlist): string | null {
  if (w.fitting.length === 0) return null;
  const at = formatClockTime(w.time);
  if (w.free === null)
    return w.byTables
      ? `A table is free at ${at} now: ${w.fitting.length} waiting`
      : `No covers limit at ${at} now: ${w.fitting.length} waiting`;
  return `A table for up to ${w.free} freed at ${at}: ${w.fitting.length} waiting`;
}

export const WAITLIST_STATUS_TEXT: Record<WaitlistStatus, string> = {
  waiting: "Waiting",
  offered: "Offered",
  accepted: "Accepted",
  expired: "Offer lapsed",
  withdrawn: "Withdrawn",
};

/** A slot's waitlist as the book lists it: plain values, so a client component can take them. */
export function waitlistRows(w: SlotWaitlist) {
  return w.entries.map((e) => ({
    id: e.id,
    name: e.name,
    phone: e.phone,
    email: e.email,
    party: e.party,
    status: WAITLIST_STATUS_TEXT[e.now],
    detail:
      e.now === "offered" && e.offerExpiresAt ? `until ${toLondonLocalValue(e.offerExpiresAt).slice(11, 16)}` : null,
    fits: w.fitting.includes(e.id),
  }));
}
