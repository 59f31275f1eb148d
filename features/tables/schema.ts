import { fieldIssueWhen, requiredText, wholeNumber, z } from "@/lib/zod";
import { FLOOR_COLUMNS, FLOOR_ROWS, MAX_TABLE_SEATS } from "@/lib/db/schema/floor-plan";
import { MAX_JOINED_TABLES } from "./fitting";

export { FLOOR_COLUMNS, FLOOR_ROWS, MAX_TABLE_SEATS };

export const TABLE_NAME_MAX = 20;
export const TABLE_AREA_MAX = 40;
/** Suggestions for the area field; staff may type any other. */
export const SUGGESTED_AREAS = ["Main room", "Window", "Private room", "Terrace", "Bar"] as const;

const SEATS = `Please enter a whole number of seats from 1 to ${MAX_TABLE_SEATS}.`;
const seats = wholeNumber(1, MAX_TABLE_SEATS, SEATS);

export const tableSchema = z
  .object({
    id: z.uuid().optional(),
    name: requiredText(
      TABLE_NAME_MAX,
      "Please give the table a name, such as T4 or Window 2.",
      `Please keep the name to ${TABLE_NAME_MAX} characters or fewer.`,
    ),
    area: requiredText(
      TABLE_AREA_MAX,
      "Please say where the table is, such as Main room or Window.",
      `Please keep the area to ${TABLE_AREA_MAX} characters or fewer.`,
    ),
    seatsMin: seats,
    seatsMax: seats,
    /** Every table this one can be pushed together with. */
    joinableWith: z.array(z.uuid()).max(50),
  })
  .superRefine(
    fieldIssueWhen((v) => v.seatsMax < v.seatsMin, "seatsMax", "The most guests must be at least the fewest."),
  );
export type TableInput = z.input<typeof tableSchema>;
export type TableData = z.output<typeof tableSchema>;

const COLUMN = `Please choose a column from 1 to ${FLOOR_COLUMNS}.`;
const ROW = `Please choose a row from 1 to ${FLOOR_ROWS}.`;

/** A cell of the floor plan, counted from 0 as stored; the page shows them from 1. */
export const moveTableSchema = z.object({
  id: z.uuid(),
  x: wholeNumber(0, FLOOR_COLUMNS - 1, COLUMN),
  y: wholeNumber(0, FLOOR_ROWS - 1, ROW),
});
export type MoveTableInput = z.input<typeof moveTableSchema>;

export const tableIdSchema = z.object({ id: z.uuid() });

/** Seats a booking at one table or a joinable chain, read from the move form's "id,id" value or a drag. */
export const moveBookingSchema = z.object({
  bookingId: z.uuid(),
  tableIds: z
    .array(z.uuid())
    .min(1, "Please choose a table.")
    .max(MAX_JOINED_TABLES, `At most ${MAX_JOINED_TABLES} tables can be pushed together.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each table can be chosen once."),
});
export type MoveBookingInput = z.input<typeof moveBookingSchema>;
export type MoveBookingData = z.output<typeof moveBookingSchema>;
