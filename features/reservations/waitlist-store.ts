import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { bookingSlots, enquiries, waitlistEntries, type WaitlistEntry } from "@/lib/db/schema";
import { enquiryRef } from "@/lib/db/schema/enquiry-statuses";
import { enquiryInWords } from "@/lib/admin/enquiry-in-words";
import { formatCalendarDate, formatClockTime, londonDateOf } from "@/lib/time/london";
import { bookingConfirmationEmail, guestFactsOf, mayAcknowledge, type MailConfig } from "@/features/enquiries";
import { enqueueEmail } from "@/features/outbox";
import { readBookingRules, readConfirmedCovers } from "./booking-read";
import { dayPlan, weekdayOf } from "./booking-rules";
import { GUEST_ACTOR } from "./guest-booking";
import { statusAt, type WaitlistItem } from "./waitlist";
import { slotTakesNoMore, type WaitlistData } from "./waitlist-schema";
import { fitAt, lockTheDay, readDayTables, tablesFollowStatus } from "@/features/tables";
import { waitlistAcknowledgement } from "./waitlist-mail";
import { logChange, type LoggedChange } from "./activity";
import { activityMomentOf, findOrCreateGuest } from "@/features/guests";
import { partyInWords } from "@/lib/forms/field-lists";

/** A booking that came from the waitlist, as its `source_page` says. */
export const WAITLIST_SOURCE = "waitlist";

/** How the log and staff name an entry: party, day, time and reference, never the guest. */
export function entryInWords(e: Pick<WaitlistEntry, "id" | "date" | "time" | "party">): string {
  return `waitlist entry for ${partyInWords(e.party)} on ${formatCalendarDate(e.date, { year: true })} at ${formatClockTime(e.time)} (ref ${enquiryRef(e.id)})`;
}

const logAs = (tx: Database, actor: string, change: LoggedChange) => logChange(tx, actor, "waitlist_entry", change);

export interface JoinDeps {
  mail: MailConfig;
  now: Date;
}

/**
 * The waitlist form's last step. A guest already waiting for the same slot is not listed twice (nor
 * mailed twice): sending the form again changes nothing.
 */
export async function joinWaitlist(
  db: Database,
  data: WaitlistData,
  deps: JoinDeps,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const email = data.email.toLowerCase();
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.date, data.date),
          eq(waitlistEntries.time, data.time),
          sql`lower(${waitlistEntries.email}) = ${email}`,
          inArray(waitlistEntries.status, ["waiting", "offered"]),
        ),
      );
    if (already) return { id: already.id, created: false };
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        date: data.date,
        time: data.time,
        party: data.guests,
        name: data.name,
        email: data.email,
        phone: data.phone,
      })
      .returning();
    // Anyone can type anyone's address: the same daily cap as an enquiry's acknowledgement.
    if (await mayAcknowledge(tx, data.email, deps.now))
      await enqueueEmail(tx, await waitlistAcknowledgement(tx, row!, deps.mail));
    await logAs(tx, GUEST_ACTOR, {
      action: "waitlist.joined",
      id: row!.id,
      summary: `A guest joined the ${entryInWords(row!)} from the website`,
      before: null,
      after: { status: "waiting", date: row!.date, time: formatClockTime(row!.time), party: row!.party },
    });
    return { id: row!.id, created: true };
  });
}

/** A day's waitlist for the book: everyone but those who withdrew, oldest first. */
export async function readWaitlist(db: Database, date: string): Promise<WaitlistItem[]> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), ne(waitlistEntries.status, "withdrawn")))
    .orderBy(waitlistEntries.createdAt);
  return rows.map((r) => ({
    id: r.id,
    time: formatClockTime(r.time),
    party: r.party,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: r.status,
    offerExpiresAt: r.offerExpiresAt,
    createdAt: r.createdAt,
  }));
}

/** Serialises every decision about one weekday's covers: offers and acceptances read, then write. */
export async function lockSlotCovers(tx: Database, date: string): Promise<void> {
  await tx
    .select({ day: bookingSlots.day })
    .from(bookingSlots)
    .where(eq(bookingSlots.day, weekdayOf(date)))
    .for("update");
}

export async function lockEntry(tx: Database, id: string): Promise<WaitlistEntry | null> {
  const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for("update");
  return row ?? null;
}

/** The slot's limit and confirmed covers now, from inside the caller's transaction. */
export async function slotCoversNow(tx: Database, e: Pick<WaitlistEntry, "date" | "time">, now: Date) {
  const plan = dayPlan(await readBookingRules(tx, londonDateOf(now)), e.date);
  const time = formatClockTime(e.time);
  const confirmed = (await readConfirmedCovers(tx, e.date)).get(time) ?? 0;
  return { bookable: plan.times.includes(time), limit: plan.coversLimit, confirmed };
}

export type AcceptOutcome =
  | { kind: "accepted"; enquiryId: string; emailId: string | null }
  | { kind: "already" }
  | { kind: "expired" }
  | { kind: "gone" }
  | { kind: "invalid" };

/**
 * The guest pressed "Accept this table". In one transaction: the entry and the weekday's covers are
 * locked, the offer's time and the covers checked again, then the confirmed booking is written and
 * the entry marked accepted, with its confirmation e-mail queued. Anything else changes the entry
 * only to say why (the offer lapsed, or the covers went), so the guest reads a kind page, not an error.
 */
export async function acceptWaitlistOffer(
  db: Database,
  id: string,
  ctx: { now: Date; mail: MailConfig },
): Promise<AcceptOutcome> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const entry = await lockEntry(tx, id);
    if (!entry) return { kind: "invalid" };
    if (entry.status === "accepted") return { kind: "already" };
    const status = statusAt(entry, ctx.now);
    if (status === "expired") {
      if (entry.status !== "expired") {
        await tx.update(waitlistEntries).set({ status: "expired" }).where(eq(waitlistEntries.id, id));
        await logAs(tx, GUEST_ACTOR, {
          action: "waitlist.offer_lapsed",
          id,
          summary: `The offer to the ${entryInWords(entry)} lapsed before the guest accepted it`,
          before: { status: entry.status },
          after: { status: "expired" },
        });
      }
      return { kind: "expired" };
    }
    if (status !== "offered") return { kind: "invalid" };

    await lockSlotCovers(tx, entry.date);
    const slot = await slotCoversNow(tx, entry, ctx.now);
    await lockTheDay(tx, entry.date);
    const room = await readDayTables(tx, entry.date);
    const noTable = room !== null && !fitAt(room, formatClockTime(entry.time), entry.party).ok;
    if (!slot.bookable || slotTakesNoMore(slot.limit, slot.confirmed, entry.party) || noTable) {
      // The guest keeps their place: another table may free up, and staff can offer it again.
      await tx
        .update(waitlistEntries)
        .set({ status: "waiting", offeredAt: null, offerExpiresAt: null })
        .where(eq(waitlistEntries.id, id));
      await logAs(tx, GUEST_ACTOR, {
        action: "waitlist.offer_taken",
        id,
        summary: `The guest tried to accept the offer to the ${entryInWords(entry)}, but the ${noTable ? "table" : "covers"} had gone; back to waiting`,
        before: { status: "offered" },
        after: { status: "waiting", confirmed: slot.confirmed, limit: slot.limit },
      });
      return { kind: "gone" };
    }

    const guestId = await findOrCreateGuest(tx, {
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      activityAt: activityMomentOf(ctx.now, entry.date),
    });
    const [booking] = await tx
      .insert(enquiries)
      .values({
        guestId,
        formType: "reservation",
        status: "confirmed",
        name: entry.name,
        email: entry.email,
        phone: entry.phone,
        preferredDate: entry.date,
        preferredTime: entry.time,
        guests: entry.party,
        sourcePage: WAITLIST_SOURCE,
        handledBy: GUEST_ACTOR,
        handledAt: ctx.now,
      })
      .returning();
    await tx
      .update(waitlistEntries)
      .set({ status: "accepted", enquiryId: booking!.id })
      .where(eq(waitlistEntries.id, id));
    await tablesFollowStatus(tx, booking!, "requested", "confirmed");

    const guest = { ...guestFactsOf(booking!), email: entry.email };
    const [emailId = null] = await enqueueEmail(tx, await bookingConfirmationEmail(tx, guest, ctx.mail, ctx.now));
    await logAs(tx, GUEST_ACTOR, {
      action: "waitlist.accepted",
      id,
      summary: `The guest accepted the offer to the ${entryInWords(entry)}: confirmed as the ${enquiryInWords(booking!)}`,
      before: { status: "offered" },
      after: { status: "accepted", enquiry: booking!.id, email: emailId },
    });
    return { kind: "accepted", enquiryId: booking!.id, emailId };
  });
}
