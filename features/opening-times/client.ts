export { WEEKDAYS, type Period } from "./types";
