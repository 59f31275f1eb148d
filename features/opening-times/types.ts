export const WEEKDAYS = [
  { day: 1, name: "Monday", short: "Mon" },
  { day: 2, name: "Tuesday", short: "Tue" },
  { day: 3, name: "Wednesday", short: "Wed" },
  { day: 4, name: "Thursday", short: "Thu" },
  { day: 5, name: "Friday", short: "Fri" },
  { day: 6, name: "Saturday", short: "Sat" },
  { day: 7, name: "Sunday", short: "Sun" },
] as const;

export type { IsoWeekday } from "@/lib/time/london";

export interface HoursLike {
  isClosed: boolean;
  openTime1: string | null;
  closeTime1: string | null;
  openTime2?: string | null;
  closeTime2?: string | null;
  notes?: string | null;
}

export interface WeeklyHours extends HoursLike {
  day: number;
}

export interface SpecialHoursLike extends HoursLike {
  date: string;
}

export interface Period {
  open: string;
  close: string;
}
