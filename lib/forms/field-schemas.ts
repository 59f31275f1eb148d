import { z } from "@/lib/zod";
import { BOOKING_WINDOWS, LIMITS, bookableDates, londonToday, type Clock } from "./field-lists";

export { LIMITS, blankValues, hasMissingRequired, londonToday, systemClock, type Clock } from "./field-lists";

const PHONE_CHARACTERS = /^[0-9 +()-]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const emailFormat = z.email();

export const nameField = () =>
  z
    .string()
    .trim()
    .min(1, "Please enter your name")
    .max(LIMITS.name, `Please keep your name to ${LIMITS.name} characters or fewer`);

export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(LIMITS.email, `Please keep your email address to ${LIMITS.email} characters or fewer`)
    .refine(
      (v) => v === "" || emailFormat.safeParse(v).success,
      "Please enter a valid email address, like name@example.com",
    );

const phoneChecks = (s: z.ZodString) =>
  s
    .max(LIMITS.phone, `Please keep your phone number to ${LIMITS.phone} characters or fewer`)
    .refine(
      (v) => v === "" || PHONE_CHARACTERS.test(v),
      "Please use only digits, spaces and + ( ) - in your phone number",
    )
    .refine(
      (v) => v === "" || v.replace(/\D/g, "").length >= 7,
      "Please enter a full phone number, including the area code",
    );

export const requiredPhoneField = () => phoneChecks(z.string().trim().min(1, "Please enter your phone number"));

export const optionalPhoneField = () => phoneChecks(z.string().trim()).transform((v) => (v === "" ? null : v));

/** Browsers post textarea line breaks as CRLF; store them as plain newlines. */
const normaliseNewlines = (v: string) => v.replace(/\r\n?/g, "\n");

export const requiredMessageField = (what = "message") =>
  z
    .string()
    .overwrite(normaliseNewlines)
    .trim()
    .min(1, `Please enter your ${what}`)
    .max(LIMITS.message, `Please keep your ${what} to ${LIMITS.message} characters or fewer`);

export const optionalNotesField = () =>
  z
    .string()
    .overwrite(normaliseNewlines)
    .trim()
    .max(LIMITS.message, `Please keep your notes to ${LIMITS.message} characters or fewer`)
    .transform((v) => (v === "" ? null : v));

export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export interface DateWindowOptions {
  window: keyof typeof BOOKING_WINDOWS;
  tooFarMessage: string;
  tooSoonMessage?: string;
}

export function dateWindowProblem(v: string, clock: Clock, opts: DateWindowOptions): string | null {
  if (!isCalendarDate(v)) return "Please enter a valid date";
  const today = londonToday(clock);
  const { min, max } = bookableDates(opts.window, clock);
  if (v < today) return "That date has passed: please choose a date in the future";
  if (v < min) return opts.tooSoonMessage ?? "Please choose a later date";
  if (v > max) return opts.tooFarMessage;
  return null;
}

export const futureDateField = (
  clock: Clock,
  opts: DateWindowOptions & { requiredMessage: string; more?: (v: string) => string | null },
) =>
  z
    .string()
    .trim()
    .min(1, opts.requiredMessage)
    .superRefine((v, ctx) => {
      if (v === "") return;
      const problem = dateWindowProblem(v, clock, opts) ?? opts.more?.(v) ?? null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
