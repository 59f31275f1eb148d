import { z } from "@/lib/validation/zod";
import { emailField, futureDateField, nameField, optionalNotesField, requiredPhoneField } from "./fields";
import { RESERVATION_FIELDS, RESERVATION_GUESTS, RESERVATION_REQUIRED, RESERVATION_TIMES, emptyReservation, guestsLabel, systemClock, type Clock } from "./form-fields";

export { RESERVATION_FIELDS, RESERVATION_GUESTS, RESERVATION_REQUIRED, RESERVATION_TIMES, emptyReservation, guestsLabel };


export const makeReservationSchema = (clock: Clock = systemClock) =>
  z.object({
    name: nameField(),
    email: emailField(),
    phone: requiredPhoneField(),
    date: futureDateField(clock, {
      window: "reservation",
      requiredMessage: "Please choose a date",
      tooFarMessage: "We take bookings up to a year ahead: please choose an earlier date",
    }),
    time: z.enum(RESERVATION_TIMES, { error: "Please choose a time between 17:00 and 21:30" }),
    guests: z
      .enum(RESERVATION_GUESTS, { error: "Please choose the number of guests" })
      .transform((v) => (v === "9+" ? 9 : Number(v))),
    notes: optionalNotesField(),
  });

export const reservationSchema = makeReservationSchema();

export type ReservationInput = z.input<typeof reservationSchema>;
export type ReservationData = z.output<typeof reservationSchema>;
