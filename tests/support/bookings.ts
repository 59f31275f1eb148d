import type { Database } from "@/lib/db/client";
import { enquiries } from "@/lib/db/schema";

/** Stores a confirmed table for two from the reservations page; `booking` gives its time and what else a test needs. */
export async function insertConfirmedBooking(db: Database, booking: Partial<typeof enquiries.$inferInsert>) {
  const [row] = await db
    .insert(enquiries)
    .values({
      formType: "reservation",
      status: "confirmed",
      name: "Amina Khan",
      email: "amina@example.com",
      guests: 2,
      sourcePage: "reservations",
      ...booking,
    })
    .returning();
  return row!;
}
