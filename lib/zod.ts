import { config, z } from "zod";

// zod compiles parsers with `new Function` where it may; the site's CSP refuses that, so never compile.
config({ jitless: true });

export { z };

/** A whole number from `min` to `max`, where every way to miss (not a number, a fraction, out of range) says the one `message` the form shows. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The same for a field the browser posts as text. */
export const coercedWholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
