import { dayLabel, isFull, type DayPlan } from "@/features/reservations/booking-rules";
import { slotLabel } from "@/features/reservations/booking-slots";
import { WEEKDAYS } from "@/features/opening-times/client";
import { NO_FIT_MESSAGES, type NoFitReason } from "@/features/tables/client";
import { partyInWords } from "@/lib/forms/field-lists";

export function staffDateRefusal(plan: DayPlan): string | null {
  const day = plan.special
    ? `${dayLabel(plan.date)}${plan.special.name ? ` (${plan.special.name})` : ""}`
    : `${WEEKDAYS[plan.weekday - 1]!.name}s`;
  if (plan.periods.length === 0)
    return `The restaurant is closed on ${day}. To take this booking, open the day in Opening times first.`;
  if (plan.times.length === 0)
    return `No booking slots fall inside the opening hours on ${day}. Check Booking slots in Opening times.`;
  return null;
}

export function staffTimeRefusal(plan: DayPlan, time: string): string | null {
  return plan.times.includes(time)
    ? null
    : `${slotLabel(time)} is not a booking slot on ${dayLabel(plan.date)}. Please choose one of the day's times.`;
}

export function staffCapacityRefusal(plan: DayPlan, time: string, party: number, confirmed: number): string | null {
  const limit = plan.coversLimit;
  if (limit === null) return null;
  const at = `${slotLabel(time)} on ${dayLabel(plan.date)}`;
  if (isFull(limit, confirmed))
    return `${at} is full: ${confirmed} of ${limit} covers are confirmed. Please choose another time.`;
  if (confirmed + party > limit)
    return `${at} has room for ${limit - confirmed} more, not ${party}. Please choose another time.`;
  return null;
}

export function staffTableRefusal(plan: DayPlan, time: string, party: number, reason: NoFitReason): string {
  const who = partyInWords(party);
  return `No table for ${who} at ${slotLabel(time)} on ${dayLabel(plan.date)}: ${NO_FIT_MESSAGES[reason]} Please choose another time, or free a table in Tables.`;
}
