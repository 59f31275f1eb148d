import { z } from "zod";
import { blankValues, emailField, futureDateField, nameField, optionalNotesField, requiredPhoneField, systemClock, type Clock } from "./fields";

/** SPEC §9: 17:00 to 21:30 in 30-minute steps. */
export const RESERVATION_TIMES = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"] as const;

/** SPEC §9: 1 to 8 and "9+", which is stored as 9. */
export const RESERVATION_GUESTS = ["1", "2", "3", "4", "5", "6", "7", "8", "9+"] as const;

export const RESERVATION_FIELDS = ["name", "email", "phone", "date", "time", "guests", "notes"] as const;
export const RESERVATION_REQUIRED = ["name", "email", "phone", "date", "time", "guests"] as const;

export const makeReservationSchema = (clock: Clock = systemClock) =>
  z.object({
    name: nameField(),
    email: emailField(),
    phone: requiredPhoneField(),
    date: futureDateField(clock, { allowToday: false, requiredMessage: "Please choose a date" }),
    time: z.enum(RESERVATION_TIMES, { error: "Please choose a time between 17:00 and 21:30" }),
    guests: z
      .enum(RESERVATION_GUESTS, { error: "Please choose the number of guests" })
      .transform((v) => (v === "9+" ? 9 : Number(v))),
    notes: optionalNotesField(),
  });

export const reservationSchema = makeReservationSchema();

export type ReservationInput = z.input<typeof reservationSchema>;
export type ReservationData = z.output<typeof reservationSchema>;
export const emptyReservation = (): ReservationInput => blankValues(RESERVATION_FIELDS) as ReservationInput;

export const guestsLabel = (v: (typeof RESERVATION_GUESTS)[number]) => (v === "1" ? "1 guest" : v === "9+" ? "9 or more guests" : `${v} guests`);
