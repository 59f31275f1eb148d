export * from "./client";
export { weeklyValues } from "./changes";
export { FooterHours } from "./components/footer-hours";
export { SpecialDatesList } from "./components/special-dates";
export { WeekHoursList, type WeekHoursLook } from "./components/week-hours-list";
export { getOpeningHours } from "./queries";
export { weekdaysSaver } from "./weekly-save";
