import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { enquiries } from "@/lib/db/schema";
import { readGuestGlances } from "@/features/guests";
import { readTableNames } from "@/features/tables";
import type { BookEntry } from "./book";

export async function readBook(db: Database, from: string, to: string): Promise<BookEntry[]> {
  const rows = await db
    .select({
      id: enquiries.id,
      name: enquiries.name,
      phone: enquiries.phone,
      email: enquiries.email,
      date: enquiries.preferredDate,
      time: enquiries.preferredTime,
      guests: enquiries.guests,
      guestsAtLeast: enquiries.guestsAtLeast,
      status: enquiries.status,
      notes: enquiries.message,
      source: enquiries.sourcePage,
      guestConfirmedAt: enquiries.guestConfirmedAt,
      guestChangedAt: enquiries.guestChangedAt,
      guestChange: enquiries.guestChange,
      guestCancelledAt: enquiries.guestCancelledAt,
      guestId: enquiries.guestId,
    })
    .from(enquiries)
    .where(
      and(eq(enquiries.formType, "reservation"), gte(enquiries.preferredDate, from), lte(enquiries.preferredDate, to)),
    )
    .orderBy(asc(enquiries.preferredDate), asc(enquiries.preferredTime), asc(enquiries.createdAt));
  // One grouped read for the whole range's guests: the badges cost one query, not one per booking.
  // Likewise the tables: one grouped read for the range, whatever the number of bookings.
  const [glances, tables] = await Promise.all([
    readGuestGlances(
      db,
      rows.flatMap((r) => (r.guestId ? [r.guestId] : [])),
    ),
    readTableNames(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map(({ guestConfirmedAt, guestChangedAt, guestChange, guestCancelledAt, guestId, ...r }) => ({
    ...r,
    glance: guestId ? glances.get(guestId) : undefined,
    tables: tables.get(r.id) ?? [],
    guest: { status: r.status, guestConfirmedAt, guestChangedAt, guestChange, guestCancelledAt },
    date: r.date ?? from,
    time: r.time ? r.time.slice(0, 5) : null,
    guests: r.guests ?? 0,
  }));
}
