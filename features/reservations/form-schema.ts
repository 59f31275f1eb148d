import { z } from "@/lib/zod";
import {
  anyDayTimes,
  dateRefusal,
  dayPlan,
  timeRefusal,
  type BookingRules,
} from "@/features/reservations/booking-rules";
import { slotLabel } from "@/features/reservations/booking-slots";
import { slotRefusal, type KnownAvailability } from "@/features/reservations/availability";
import {
  emailField,
  futureDateField,
  isCalendarDate,
  nameField,
  optionalNotesField,
  requiredPhoneField,
} from "@/lib/forms/field-schemas";
import { RESERVATION_GUESTS, systemClock, type Clock } from "@/lib/forms/field-lists";
import { sameDayMessage } from "@/lib/forms/messages";

export {
  RESERVATION_FIELDS,
  RESERVATION_GUESTS,
  RESERVATION_REQUIRED,
  RESERVATION_TIMES,
  emptyReservation,
  guestsLabel,
} from "@/lib/forms/field-lists";

export interface ReservationBooking {
  clock?: Clock;
  phone: string;
  rules: BookingRules | null;
  /** The day's covers and tables where known (always on the server; in the browser once read). */
  availability?: KnownAvailability;
}

/** A table's date, wherever a guest chooses one: not today (they call), not past a year, not a closed day. */
export function bookingDateField({ clock, phone, rules }: { clock: Clock; phone: string; rules: BookingRules | null }) {
  return futureDateField(clock, {
    window: "reservation",
    requiredMessage: "Please choose a date",
    tooFarMessage: "We take bookings up to a year ahead: please choose an earlier date",
    tooSoonMessage: sameDayMessage(phone),
    more: (v) => (rules ? dateRefusal(dayPlan(rules, v), phone) : null),
  });
}

const DATE_GUESTS_TIME = new Set(["date", "guests", "time"]);
const CHOOSE_A_TIME = "Please choose a time";

function bookingChoice({ clock = systemClock, phone, rules, availability }: ReservationBooking) {
  const times = anyDayTimes(rules);
  const timeMessage = timeRangeMessage(times);
  const fields = {
    date: bookingDateField({ clock, phone, rules }),
    time: z
      .string({ error: timeMessage })
      .trim()
      .refine((v) => times.includes(v), timeMessage),
    guests: z
      .enum(RESERVATION_GUESTS, { error: "Please choose the number of guests" })
      .transform((v) => (v === "9+" ? 9 : Number(v))),
  };
  const fitsTheBook = (v: { date: string; time: string; guests: number }, ctx: z.RefinementCtx) => {
    if (!rules) return;
    const plan = dayPlan(rules, v.date);
    const day = availability?.(v.date);
    const problem =
      timeRefusal(plan, v.time, phone) ?? (day === undefined ? null : slotRefusal(plan, day, v.time, v.guests, phone));
    if (problem) ctx.addIssue({ code: "custom", path: ["time"], message: problem });
  };
  const checksFirst = {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      !payload.issues.some((i) => DATE_GUESTS_TIME.has(String(i.path?.[0]))),
  };
  return { fields, fitsTheBook, checksFirst };
}

// The time is judged against the chosen day: a guest who picked a closed day reads one message, the date's,
// not a second one under the time list that day cannot fill.
export const makeReservationSchema = ({ clock = systemClock, phone, rules, availability }: ReservationBooking) => {
  const times = anyDayTimes(rules);
  return z
    .object({
      name: nameField(),
      email: emailField(),
      phone: requiredPhoneField(),
      date: bookingDateField({ clock, phone, rules }),
      time: z.string({ error: CHOOSE_A_TIME }).trim(),
      guests: z.enum(RESERVATION_GUESTS, { error: "Please choose the number of guests" }),
      notes: optionalNotesField(),
    })
    .superRefine(
      (v, ctx) => {
        const time = typeof v.time === "string" ? v.time : "";
        const date = typeof v.date === "string" ? v.date.trim() : "";
        if (time === "" && !closedOn(date)) ctx.addIssue({ code: "custom", path: ["time"], message: CHOOSE_A_TIME });
      },
      { when: () => true },
    )
    .superRefine(
      (v, ctx) => {
        if (v.time === "") return;
        const problem = timeProblem(v.date, v.time, partyOf(v.guests));
        if (problem) ctx.addIssue({ code: "custom", path: ["time"], message: problem });
      },
      { when: (payload) => !payload.issues.some((i) => DATE_GUESTS_TIME.has(String(i.path?.[0]))) },
    );

  function closedOn(date: string): boolean {
    return rules !== null && isCalendarDate(date) && dateRefusal(dayPlan(rules, date), phone) !== null;
  }

  function timeProblem(date: string, time: string, party: number): string | null {
    if (!rules) return times.includes(time) ? null : timeRangeMessage(times);
    const plan = dayPlan(rules, date);
    const day = availability?.(date);
    return timeRefusal(plan, time, phone) ?? (day === undefined ? null : slotRefusal(plan, day, time, party, phone));
  }
};

export const partyOf = (guests: (typeof RESERVATION_GUESTS)[number]) => (guests === "9+" ? 9 : Number(guests));

const timeRangeMessage = (times: readonly string[]) =>
  `Please choose a time between ${slotLabel(times[0] ?? "17:00")} and ${slotLabel(times.at(-1) ?? "21:30")}`;

/** A guest moving their own booking: the same rules as the form; `availability` leaves out their own table. */
export const makeBookingChangeSchema = (booking: ReservationBooking) => {
  const { fields, fitsTheBook, checksFirst } = bookingChoice(booking);
  return z.object(fields).superRefine(fitsTheBook, checksFirst);
};

export const BOOKING_CHANGE_FIELDS = ["date", "time", "guests"] as const;
export type BookingChangeInput = z.input<ReturnType<typeof makeBookingChangeSchema>>;
export type BookingChangeData = z.output<ReturnType<typeof makeBookingChangeSchema>>;

export const guestNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, "Please write your note")
    .max(1000, "Please keep your note to 1000 characters or fewer"),
});

export type ReservationSchema = ReturnType<typeof makeReservationSchema>;
export type ReservationInput = z.input<ReservationSchema>;
export type ReservationData = z.output<ReservationSchema>;

/** "9 or more" is stored as 9, marked so staff confirm the real size. */
export const partySize = (guests: ReservationData["guests"]) => ({
  guests: partyOf(guests),
  guestsAtLeast: guests === "9+",
});
