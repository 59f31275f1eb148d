import { coercedWholeNumber, z } from "@/lib/zod";
import { LIMITS, isCalendarDate } from "@/lib/forms/field-schemas";

export const PHONE_BOOKING_MAX_GUESTS = 40;

export const PHONE_BOOKING_MESSAGES = {
  name: "Please enter the guest's name.",
  phone: "Please enter a phone number we can call back.",
  phoneInvalid: "Please enter a valid phone number.",
  email: "Please enter a valid e-mail address, or leave it empty.",
  date: "Please choose the date of the booking.",
  past: "That date has passed. Please choose today or a later date.",
  time: "Please choose a time.",
  guests: `Please enter a party size from 1 to ${PHONE_BOOKING_MAX_GUESTS}.`,
  notes: `Please keep the notes to ${LIMITS.message} characters or fewer.`,
} as const;

const emailFormat = z.email();

export const makePhoneBookingSchema = (today: () => string) =>
  z.object({
    name: z.string().trim().min(1, PHONE_BOOKING_MESSAGES.name).max(LIMITS.name, PHONE_BOOKING_MESSAGES.name),
    phone: z
      .string()
      .trim()
      .min(1, PHONE_BOOKING_MESSAGES.phone)
      .max(LIMITS.phone, PHONE_BOOKING_MESSAGES.phoneInvalid)
      .refine((v) => v === "" || /^[+\d][\d\s()-]{5,}$/.test(v), PHONE_BOOKING_MESSAGES.phoneInvalid),
    email: z
      .string()
      .trim()
      .max(LIMITS.email, PHONE_BOOKING_MESSAGES.email)
      .refine((v) => v === "" || emailFormat.safeParse(v).success, PHONE_BOOKING_MESSAGES.email)
      .transform((v) => (v === "" ? null : v.toLowerCase())),
    date: z
      .string()
      .refine(isCalendarDate, PHONE_BOOKING_MESSAGES.date)
      .refine((v) => !isCalendarDate(v) || v >= today(), PHONE_BOOKING_MESSAGES.past),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PHONE_BOOKING_MESSAGES.time),
    guests: coercedWholeNumber(1, PHONE_BOOKING_MAX_GUESTS, PHONE_BOOKING_MESSAGES.guests),
    notes: z
      .string()
      .trim()
      .max(LIMITS.message, PHONE_BOOKING_MESSAGES.notes)
      .transform((v) => (v === "" ? null : v)),
  });

export type PhoneBookingInput = z.input<ReturnType<typeof makePhoneBookingSchema>>;
export type PhoneBookingData = z.output<ReturnType<typeof makePhoneBookingSchema>>;
