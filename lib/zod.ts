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

/** Trimmed text that must be given: one message when it is empty, another when it is longer than `max`. */
export const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string().trim().min(1, missing).max(max, tooLong);

/** An object check that puts `message` on `field` when the values do not fit together. */
export const fieldIssueWhen =
  <T>(misfit: (value: T) => boolean, field: keyof T & string, message: string) =>
  (value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (misfit(value)) ctx.addIssue({ code: "custom", path: [field], message });
  };
