import { eq } from "drizzle-orm";
import { AdminActionError, type AdminRunContext, type AdminRunOutcome } from "@/lib/actions/admin-action-core";
import { enquiryInWords } from "@/lib/admin/enquiry-in-words";
import { bookingTables, enquiries } from "@/lib/db/schema";
import { STATUS_LABELS, holdsTable } from "@/lib/db/schema/enquiry-statuses";
import { toHHMM } from "@/lib/time/clock";
import { decideMove } from "./day";
import type { MoveBookingData } from "./schema";
import { namesOf } from "./room";
import { lockTheDay, readDayTables } from "./seating";

const GONE = "That booking no longer exists. Someone may have deleted it meanwhile.";
const NOT_A_BOOKING = "Only a table booking with a date and time can be moved to a table.";

const tablesInWords = (names: readonly string[]) =>
  names.length === 0 ? "no table" : `${names.length === 1 ? "table" : "tables"} ${names.join(" + ")}`;

/**
 * Seats a booking at exactly the tables staff chose, in place of the ones it had. The booking row and
 * the day are locked first, so a confirmation or another move on the same evening waits its turn
 * and the check below sees every seating that will stand.
 */
export async function moveBooking({
  input,
  tx,
}: AdminRunContext<MoveBookingData>): Promise<AdminRunOutcome<{ id: string; tables: string }>> {
  const [booking] = await tx
    .select({
      id: enquiries.id,
      formType: enquiries.formType,
      status: enquiries.status,
      preferredDate: enquiries.preferredDate,
      preferredTime: enquiries.preferredTime,
      guests: enquiries.guests,
    })
    .from(enquiries)
    .where(eq(enquiries.id, input.bookingId))
    .for("update");
  if (!booking) throw new AdminActionError(GONE);
  if (booking.formType !== "reservation" || !booking.preferredDate || !booking.preferredTime)
    throw new AdminActionError(NOT_A_BOOKING);
  if (!holdsTable(booking.status))
    throw new AdminActionError(
      `Only a confirmed or seated booking holds a table; this one is ${STATUS_LABELS[booking.status].toLowerCase()}.`,
    );

  await lockTheDay(tx, booking.preferredDate);
  const day = await readDayTables(tx, booking.preferredDate, booking.id);
  if (!day) throw new AdminActionError("No tables have been set up yet.");
  const decision = decideMove(day, {
    bookingId: booking.id,
    tableIds: input.tableIds,
    time: toHHMM(booking.preferredTime),
    guests: booking.guests ?? 1,
  });
  if (!decision.ok) throw new AdminActionError(decision.reason);

  const had = await tx
    .select({ tableId: bookingTables.tableId })
    .from(bookingTables)
    .where(eq(bookingTables.enquiryId, booking.id));
  const before = namesOf(
    day.tables,
    day.tables.filter((t) => had.some((h) => h.tableId === t.id)).map((t) => t.id),
  );
  const after = namesOf(day.tables, decision.option.tableIds);
  await tx.delete(bookingTables).where(eq(bookingTables.enquiryId, booking.id));
  await tx
    .insert(bookingTables)
    .values(decision.option.tableIds.map((tableId) => ({ enquiryId: booking.id, tableId })));

  const unchanged = before.join("+") === after.join("+");
  return {
    result: { id: booking.id, tables: after.join(" + ") },
    log: unchanged
      ? []
      : {
          action: "enquiry.tables_moved",
          entityId: booking.id,
          summary: `Moved the ${enquiryInWords(booking)} to ${tablesInWords(after)}`,
          before: { tables: tablesInWords(before) },
          after: { tables: tablesInWords(after) },
        },
  };
}
