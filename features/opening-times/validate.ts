import { minutesOfDay } from "@/lib/time/clock";

// A close at or before its open runs past midnight (5pm – 1am): allowed for the day's last period only.

export const LATEST_PAST_MIDNIGHT = "06:00";

export const HOURS_MESSAGES = {
  openRequired: "Enter an opening time, or mark the day closed.",
  closeRequired: "Enter a closing time.",
  secondOpenRequired: "Enter an opening time for the second period.",
  secondCloseRequired: "Enter a closing time for the second period.",
  sameTime: "The closing time must differ from the opening time.",
  tooLate: "A closing time past midnight must be no later than 6am.",
  overlap: "The second period must start after the first one closes.",
  secondPastMidnightFirst: "Only the later period may run past midnight.",
  badTime: "Enter a time as hh:mm.",
} as const;

export interface DayHoursInput {
  isClosed: boolean;
  openTime1: string;
  closeTime1: string;
  openTime2?: string;
  closeTime2?: string;
}

export type DayHoursField = "openTime1" | "closeTime1" | "openTime2" | "closeTime2";
export type DayHoursErrors = Partial<Record<DayHoursField, string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeValue(value: string): boolean {
  return TIME.test(value);
}

export function periodSpan(open: string, close: string): { start: number; end: number; pastMidnight: boolean } {
  const start = minutesOfDay(open);
  let end = minutesOfDay(close);
  const pastMidnight = end <= start;
  if (pastMidnight) end += 24 * 60;
  return { start, end, pastMidnight };
}

function checkPeriod(
  open: string,
  close: string,
  fields: [DayHoursField, DayHoursField],
  errors: DayHoursErrors,
  second: boolean,
): boolean {
  const [openField, closeField] = fields;
  if (!open) errors[openField] = second ? HOURS_MESSAGES.secondOpenRequired : HOURS_MESSAGES.openRequired;
  else if (!isTimeValue(open)) errors[openField] = HOURS_MESSAGES.badTime;
  if (!close) errors[closeField] = second ? HOURS_MESSAGES.secondCloseRequired : HOURS_MESSAGES.closeRequired;
  else if (!isTimeValue(close)) errors[closeField] = HOURS_MESSAGES.badTime;
  if (errors[openField] || errors[closeField]) return false;
  if (open === close) {
    errors[closeField] = HOURS_MESSAGES.sameTime;
    return false;
  }
  const span = periodSpan(open, close);
  if (span.pastMidnight && minutesOfDay(close) > minutesOfDay(LATEST_PAST_MIDNIGHT)) {
    errors[closeField] = HOURS_MESSAGES.tooLate;
    return false;
  }
  return true;
}

export function validateDayHours(day: DayHoursInput): DayHoursErrors {
  const errors: DayHoursErrors = {};
  if (day.isClosed) return errors;
  const firstOk = checkPeriod(day.openTime1, day.closeTime1, ["openTime1", "closeTime1"], errors, false);
  const open2 = day.openTime2 ?? "";
  const close2 = day.closeTime2 ?? "";
  if (!open2 && !close2) return errors;
  const secondOk = checkPeriod(open2, close2, ["openTime2", "closeTime2"], errors, true);
  if (!firstOk || !secondOk) return errors;

  const first = periodSpan(day.openTime1, day.closeTime1);
  const second = periodSpan(open2, close2);
  if (first.pastMidnight) {
    errors.closeTime1 = HOURS_MESSAGES.secondPastMidnightFirst;
    return errors;
  }
  if (second.start < first.end) errors.openTime2 = HOURS_MESSAGES.overlap;
  return errors;
}
