/** Limits in tests go through `scaled()`, so TEST_TIME_SCALE stretches them with the machine. */
export { scaled, timeScale } from "../../scripts/lib/time-scale.mjs";
