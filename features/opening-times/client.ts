export * from "@/lib/time/clock";
export * from "./group";
export * from "./periods";
export * from "./today";
export * from "./types";
export * from "./upcoming";
export { weeklyHoursSchema, type WeeklyHoursData } from "./schema";
export { periodSpan } from "./validate";
export { changedWeekdays, savingChangedDays, touchedWeekdaysField } from "./week-edit";
