import { WEEKDAYS, type IsoWeekday } from "@/features/opening-times/client";

export interface SlotSetting {
  day: IsoWeekday;
  first: string;
  last: string;
  every: number;
  coversLimit: number | null;
  /** Tables in the opening periods before `first` (lunch), from each period's opening time. */
  lunch: boolean;
  /** Minutes a table needs before closing: the last slot of a period is this long before it closes. */
  lastBeforeClose: number;
}

export const SLOT_STEPS = [15, 30, 60] as const;
export const MAX_COVERS_LIMIT = 500;

export const MAX_LAST_BEFORE_CLOSE = 240;

export const DEFAULT_SLOTS = {
  first: "17:00",
  last: "21:30",
  every: 30,
  coversLimit: null,
  lunch: false,
  lastBeforeClose: 90,
} as const;

export const defaultSlotSettings = (): SlotSetting[] => WEEKDAYS.map(({ day }) => ({ day, ...DEFAULT_SLOTS }));

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isSlotTime(value: string): boolean {
  return HHMM.test(value);
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function slotTimes(s: Pick<SlotSetting, "first" | "last" | "every">): string[] {
  if (!isSlotTime(s.first) || !isSlotTime(s.last) || !Number.isInteger(s.every) || s.every < 5) return [];
  const out: string[] = [];
  for (let m = minutesOf(s.first); m <= minutesOf(s.last); m += s.every) out.push(hhmmOf(m));
  return out;
}

export function slotLabel(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${hhmm.slice(3, 5)}${h < 12 ? "am" : "pm"}`;
}
