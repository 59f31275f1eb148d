export * from "@/lib/time/clock";
export * from "./group";
export * from "./periods";
export * from "./today";
export * from "./types";
export * from "./upcoming";
export { periodSpan } from "./validate";
export { changedWeekdays, savingChangedDays } from "./week-edit";
