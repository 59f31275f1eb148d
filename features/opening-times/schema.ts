import { z } from "@/lib/zod";
import { validateDayHours, type DayHoursInput } from "@/features/opening-times/validate";

const timeField = () => z.string().trim().max(5);

/** The weekdays (1 Monday … 7 Sunday) a week's form changed (see week-edit.ts); absent, every listed day is saved. */
export const touchedWeekdaysField = () => z.array(z.number().int().min(1).max(7)).max(7).optional();

export const NOTES_MAX = 200;
const notesField = () => z.string().trim().max(NOTES_MAX, `Please keep notes to ${NOTES_MAX} characters or fewer.`);

export function addDayHoursIssues(day: DayHoursInput, ctx: z.RefinementCtx, prefix: Array<string | number> = []) {
  for (const [field, message] of Object.entries(validateDayHours(day))) {
    ctx.addIssue({ code: "custom", path: [...prefix, field], message });
  }
}

export const weeklyDaySchema = z.object({
  day: z.number().int().min(1).max(7),
  isClosed: z.boolean(),
  openTime1: timeField(),
  closeTime1: timeField(),
  openTime2: timeField(),
  closeTime2: timeField(),
  notes: notesField(),
});

export const weeklyHoursSchema = z
  .object({
    days: z
      .array(weeklyDaySchema)
      .length(7)
      .refine((days) => days.every((d, i) => d.day === i + 1), "The week must list Monday to Sunday once each."),
    touched: touchedWeekdaysField(),
  })
  .superRefine((value, ctx) => value.days.forEach((day, i) => addDayHoursIssues(day, ctx, ["days", i])));

export type WeeklyHoursInput = z.input<typeof weeklyHoursSchema>;
export type WeeklyHoursData = z.output<typeof weeklyHoursSchema>;
