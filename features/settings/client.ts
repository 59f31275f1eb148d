export type { ContactView } from "./derive";
