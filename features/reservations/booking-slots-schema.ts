import { coercedWholeNumber, z } from "@/lib/zod";
import {
  MAX_COVERS_LIMIT,
  MAX_LAST_BEFORE_CLOSE,
  SLOT_STEPS,
  isSlotTime,
  minutesOf,
} from "@/features/reservations/booking-slots";
import { touchedWeekdaysField } from "@/features/opening-times/schema";

const lastBeforeCloseMessage = `Enter the minutes a table needs before closing, from 0 to ${MAX_LAST_BEFORE_CLOSE}.`;

export const bookingSlotDaySchema = z
  .object({
    day: z.number().int().min(1).max(7),
    first: z.string().trim().refine(isSlotTime, "Enter the first slot as hh:mm."),
    last: z.string().trim().refine(isSlotTime, "Enter the last slot as hh:mm."),
    every: z.coerce
      .number()
      .refine((n) => (SLOT_STEPS as readonly number[]).includes(n), "Choose 15, 30 or 60 minutes."),
    coversLimit: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_COVERS_LIMIT),
        `Enter a number of covers from 1 to ${MAX_COVERS_LIMIT}, or leave it empty for no limit.`,
      ),
    lunch: z.boolean(),
    lastBeforeClose: coercedWholeNumber(0, MAX_LAST_BEFORE_CLOSE, lastBeforeCloseMessage),
  })
  .superRefine((d, ctx) => {
    if (isSlotTime(d.first) && isSlotTime(d.last) && minutesOf(d.last) < minutesOf(d.first)) {
      ctx.addIssue({ code: "custom", path: ["last"], message: "The last slot must be at or after the first one." });
    }
  });

export const bookingSlotsSchema = z.object({
  days: z
    .array(bookingSlotDaySchema)
    .length(7)
    .refine((days) => days.every((d, i) => d.day === i + 1), "The week must list Monday to Sunday once each."),
  touched: touchedWeekdaysField(),
});

export type BookingSlotsInput = z.input<typeof bookingSlotsSchema>;
export type BookingSlotsData = z.output<typeof bookingSlotsSchema>;
