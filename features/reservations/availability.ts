import { capacityRefusal, dayLabel, isFull, type DayPlan } from "./booking-rules";
import { slotLabel } from "./booking-slots";
import { partyInWords } from "@/lib/forms/field-lists";

// What a booking form knows of one day's room: the covers confirmed per time (for the optional
// covers limit, which paces the kitchen), and, once tables are set up, the times at which each party
// size can be seated for its whole time at the table. The server builds it from the book; the
// browser reads the same shape from /api/booking-availability.

/** The party sizes the forms offer: 1 to 8, and 9 for "9 or more". */
export const PARTY_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export interface DayAvailability {
  covers: Record<string, number>;
  /** Party size → the times a table or joinable set is free for it. Null: no tables are set up, so covers alone decide. */
  seatable: Record<string, string[]> | null;
}

/** A day's availability where the form knows it; undefined until read (the server checks regardless). */
export type KnownAvailability = (date: string) => DayAvailability | undefined;

export const noTableAt = (day: DayAvailability, time: string, party: number) =>
  day.seatable !== null && !(day.seatable[String(Math.min(party, 9))] ?? []).includes(time);

/** The slot cannot take this party: its covers limit is reached, or no table fits it for its whole time. */
export function noRoomFor(plan: DayPlan, day: DayAvailability, time: string, party: number): boolean {
  const confirmed = day.covers[time] ?? 0;
  return (plan.coversLimit !== null && confirmed + party > plan.coversLimit) || noTableAt(day, time, party);
}

/** Shown as "Full" in the time list: no more covers at all, or no table for the party chosen so far. */
export function slotShowsFull(plan: DayPlan, day: DayAvailability, time: string, party: number): boolean {
  return isFull(plan.coversLimit, day.covers[time] ?? 0) || noTableAt(day, time, party);
}

/** Why a guest cannot have this slot (covers, then tables), or null. */
export function slotRefusal(
  plan: DayPlan,
  day: DayAvailability,
  time: string,
  party: number,
  phone: string,
): string | null {
  return (
    capacityRefusal(plan, time, party, day.covers[time] ?? 0, phone) ??
    (noTableAt(day, time, party)
      ? `We have no table free for ${partyInWords(party)} at ${slotLabel(time)} on ${dayLabel(plan.date)}. Please choose another time, or call us on ${phone}.`
      : null)
  );
}
