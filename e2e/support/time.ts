export { scaled, timeScale } from "../../scripts/lib/time-scale.mjs";
