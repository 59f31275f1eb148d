export * from "@/lib/time/clock";
export * from "./group";
export * from "./periods";
export * from "./today";
export * from "./types";
export * from "./upcoming";
export { weeklyValues } from "./changes";
export { FooterHours } from "./components/footer-hours";
export { SpecialDatesList } from "./components/special-dates";
export { WeekHoursList, type WeekHoursLook } from "./components/week-hours-list";
export { hoursKey, periodsOf } from "./periods";
export { getOpeningHours } from "./queries";
export { weeklyHoursSchema, type WeeklyHoursData } from "./schema";
export {
  WEEKDAYS,
  type HoursLike,
  type IsoWeekday,
  type Period,
  type SpecialHoursLike,
  type WeeklyHours,
} from "./types";
export { periodSpan } from "./validate";
export { weekdaysSaver } from "./weekly-save";
