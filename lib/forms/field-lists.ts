import { addDays } from "@/lib/time/london";
import { londonNow } from "@/lib/time/london";
import { options } from "./options";

// No zod here: a page with a form ships without the validation library until the guest starts typing.

export const LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  message: 4000,
  guests: 500,
} as const;

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const londonToday = (clock: Clock) => londonNow(clock()).date;

export const BOOKING_WINDOWS = {
  reservation: { firstDay: 1, lastDay: 365 },
  event: { firstDay: 0, lastDay: 730 },
} as const;

export function bookableDates(kind: keyof typeof BOOKING_WINDOWS, clock: Clock): { min: string; max: string } {
  const today = londonToday(clock);
  const window = BOOKING_WINDOWS[kind];
  return { min: addDays(today, window.firstDay), max: addDays(today, window.lastDay) };
}

export function hasMissingRequired(values: Record<string, unknown>, required: readonly string[]): boolean {
  return required.some((key) => {
    const v = values[key];
    return typeof v !== "string" || v.trim() === "";
  });
}

export function blankValues<K extends string>(fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f, ""])) as Record<K, string>;
}

export const NEWSLETTER_FIELDS = ["name", "email"] as const;
export const NEWSLETTER_REQUIRED = ["name", "email"] as const;

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export const CONTACT_REQUIRED = ["name", "email", "message"] as const;

/** Every half hour from 17:00 to 21:30. */
export const RESERVATION_TIMES = Array.from(
  { length: 10 },
  (_, i) => `${17 + Math.floor(i / 2)}:${i % 2 ? "30" : "00"}`,
);
export const RESERVATION_GUESTS = ["1", "2", "3", "4", "5", "6", "7", "8", "9+"] as const;
export const RESERVATION_FIELDS = ["name", "email", "phone", "date", "time", "guests", "notes"] as const;
export const RESERVATION_REQUIRED = ["name", "email", "phone", "date", "time", "guests"] as const;
/** A party as guests and staff read it everywhere: "1 guest", "4 guests". */
export const partyInWords = (guests: number) => (guests === 1 ? "1 guest" : `${guests} guests`);
export const guestsLabel = (v: (typeof RESERVATION_GUESTS)[number]) =>
  v === "9+" ? "9 or more guests" : partyInWords(Number(v));

export const EVENT_TYPES = options([
  ["celebration", "Celebration"],
  ["corporate", "Corporate"],
  ["community", "Community"],
  ["other", "Other"],
]);
export const SERVICE_STYLES = options([
  ["buffet", "Buffet"],
  ["plated", "Plated"],
  ["family", "Family style"],
  ["unsure", "Not sure yet"],
]);
export const EVENT_FIELDS = [
  "name",
  "email",
  "phone",
  "eventType",
  "preferredDate",
  "guests",
  "serviceStyle",
  "notes",
] as const;
export const EVENT_REQUIRED = ["name", "email", "eventType", "preferredDate", "guests"] as const;

export const emptyNewsletter = () => blankValues(NEWSLETTER_FIELDS);
export const emptyContact = () => blankValues(CONTACT_FIELDS);
export const emptyReservation = () => blankValues(RESERVATION_FIELDS);
export const emptyEvent = () => blankValues(EVENT_FIELDS);

/** How staff read a party: "9 or more" was stored as 9, so they confirm the real size. */
export function partyForStaff(guests: number | null | undefined, atLeast: boolean | null | undefined): string | null {
  if (guests == null) return null;
  if (atLeast) return `${guests} or more — confirm the size`;
  return partyInWords(guests);
}
