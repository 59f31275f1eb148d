import { z } from "@/lib/zod";
import { dayLabel, dayPlan, timeRefusal, type BookingRules } from "@/features/reservations/booking-rules";
import { slotLabel } from "@/features/reservations/booking-slots";
import { emailField, nameField, requiredPhoneField } from "@/lib/forms/field-schemas";
import { systemClock, type Clock, partyInWords } from "@/lib/forms/field-lists";
import { bookingDateField } from "./form-schema";
import { noRoomFor, type KnownAvailability } from "./availability";
import { WAITLIST_PARTIES } from "./waitlist-fields";
import { firstParam, type PageQuery } from "@/lib/routes/search-params";

// Joining a full slot's waitlist: the browser and the server run this one schema. The party stops at 8,
// as a larger one is planned with us by phone whatever the slot.

/** The covers half of "could not book it": the slot has a limit its party would pass. */
export function slotTakesNoMore(limit: number | null, confirmed: number, party: number): boolean {
  return limit !== null && confirmed + party > limit;
}

export const stillRoomMessage = (date: string, time: string, party: number) =>
  `There is still room for ${partyInWords(party)} at ${slotLabel(time)} on ${dayLabel(date)}: please request the table on the reservation form instead.`;

export interface WaitlistBooking {
  clock?: Clock;
  phone: string;
  rules: BookingRules | null;
  /** The day's covers and tables, where known (always on the server; in the browser once read). */
  availability?: KnownAvailability;
}

const CHOOSE_A_TIME = "Please choose a time";
const FIRST = new Set(["date", "time", "guests"]);

export const makeWaitlistSchema = ({ clock = systemClock, phone, rules, availability }: WaitlistBooking) =>
  z
    .object({
      name: nameField(),
      email: emailField(),
      phone: requiredPhoneField(),
      guests: z
        .enum(WAITLIST_PARTIES, {
          error: `Please choose the number of guests. For 9 or more, please call us on ${phone}.`,
        })
        .transform(Number),
      date: bookingDateField({ clock, phone, rules }),
      time: z.string({ error: CHOOSE_A_TIME }).trim().min(1, CHOOSE_A_TIME),
    })
    .superRefine(
      (v, ctx) => {
        if (!rules) return;
        const plan = dayPlan(rules, v.date);
        const day = availability?.(v.date);
        const problem =
          timeRefusal(plan, v.time, phone) ??
          (day !== undefined && !noRoomFor(plan, day, v.time, v.guests)
            ? stillRoomMessage(v.date, v.time, v.guests)
            : null);
        if (problem) ctx.addIssue({ code: "custom", path: ["time"], message: problem });
      },
      { when: (payload) => !payload.issues.some((i) => FIRST.has(String(i.path?.[0]))) },
    );

export type WaitlistSchema = ReturnType<typeof makeWaitlistSchema>;
export type WaitlistInput = z.input<WaitlistSchema>;
export type WaitlistData = z.output<WaitlistSchema>;

/** The slot a link to the waitlist form names (date, time and party), kept only when each looks like one. */
export function waitlistPrefill(query: PageQuery): Record<string, string> | null {
  const out: Record<string, string> = {};
  const date = firstParam(query.date);
  const time = firstParam(query.time);
  const guests = firstParam(query.guests);
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) out.date = date;
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) out.time = time;
  if ((WAITLIST_PARTIES as readonly string[]).includes(guests)) out.guests = guests;
  return Object.keys(out).length > 0 ? out : null;
}
