import { z } from "@/lib/zod";
import { addDayHoursIssues, NOTES_MAX } from "./schema";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const specialHoursSchema = z
  .object({
    id: z.uuid().optional(),
    date: z.string().trim().min(1, "Choose a date.").refine(isCalendarDate, "Choose a date."),
    isClosed: z.boolean(),
    openTime1: z.string().trim().max(5),
    closeTime1: z.string().trim().max(5),
    notes: z.string().trim().max(NOTES_MAX, `Please keep notes to ${NOTES_MAX} characters or fewer.`),
  })
  .superRefine((value, ctx) => addDayHoursIssues(value, ctx));

export const specialHoursIdSchema = z.object({ id: z.uuid() });

export type SpecialHoursInput = z.input<typeof specialHoursSchema>;
export type SpecialHoursData = z.output<typeof specialHoursSchema>;
