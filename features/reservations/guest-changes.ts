import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { enquiries, type Enquiry } from "@/lib/db/schema";
import { enquiryRef } from "@/lib/db/schema/enquiry-statuses";
import { LIMITS } from "@/lib/forms/field-schemas";
import { firstErrorPerField as firstIssues } from "@/lib/actions/public-action";
import { londonDateOf } from "@/lib/time/london";
import { readSiteSettings } from "@/features/settings";
import { describeGuestChange, describeShape } from "@/features/enquiries";
import { readBookingRules, readDayAvailability } from "./booking-read";
import { dayPlan } from "./booking-rules";
import { makeBookingChangeSchema, guestNoteSchema, type BookingChangeData } from "./form-schema";
import {
  GUEST_ACTOR,
  appendGuestNote,
  intentsAllowed,
  sameShape,
  shapeOf,
  statusAfterGuestChange,
  type GuestIntent,
} from "./guest-booking";
import { logChange, type LoggedChange } from "./activity";
import { releaseTables } from "@/features/tables";

// Every change a guest makes from their link: the row is locked, what the link may still do is
// decided again inside the transaction, and the activity log names the actor "guest" without any
// personal data (the booking by its reference, the change by date, time and party size).

export type GuestOutcome =
  | { ok: true; done: GuestIntent | "unchanged" }
  | { ok: false; reason: "gone" | "not-allowed" }
  | { ok: false; reason: "invalid"; fieldErrors: Record<string, string> };

export interface GuestChangeContext {
  now: Date;
}

const itemName = (id: string) => `reservation enquiry ${enquiryRef(id)}`;

async function lockBooking(tx: Database, id: string): Promise<Enquiry | null> {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
  return row && row.formType === "reservation" ? row : null;
}

const logGuest = (tx: Database, change: LoggedChange) => logChange(tx, GUEST_ACTOR, "enquiry", change);

function asGuest<I>(
  intent: GuestIntent,
  run: (tx: Database, row: Enquiry, input: I, ctx: GuestChangeContext) => Promise<GuestOutcome>,
) {
  return (db: Database, id: string, input: I, ctx: GuestChangeContext): Promise<GuestOutcome> =>
    db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const row = await lockBooking(tx, id);
      if (!row) return { ok: false, reason: "gone" };
      if (!intentsAllowed(row, londonDateOf(ctx.now)).includes(intent)) return { ok: false, reason: "not-allowed" };
      return run(tx, row, input, ctx);
    });
}

export const cancelAsGuest = asGuest<Record<string, string>>("cancel", async (tx, row, _input, { now }) => {
  await tx
    .update(enquiries)
    .set({ status: "cancelled", guestCancelledAt: now, handledBy: GUEST_ACTOR, handledAt: now })
    .where(eq(enquiries.id, row.id));
  await releaseTables(tx, row.id);
  await logGuest(tx, {
    action: "enquiry.guest_cancelled",
    id: row.id,
    summary: `The guest cancelled ${itemName(row.id)} (${describeShape(shapeOf(row))}) from their booking link`,
    before: { status: row.status },
    after: { status: "cancelled" },
  });
  return { ok: true, done: "cancel" };
});

export const confirmAsGuest = asGuest<Record<string, string>>("coming", async (tx, row, _input, { now }) => {
  await tx.update(enquiries).set({ guestConfirmedAt: now }).where(eq(enquiries.id, row.id));
  await logGuest(tx, {
    action: "enquiry.guest_confirmed",
    id: row.id,
    summary: `The guest confirmed they are coming to ${itemName(row.id)} (${describeShape(shapeOf(row))})`,
    before: { guestConfirmed: false },
    after: { guestConfirmed: true },
  });
  return { ok: true, done: "coming" };
});

export const addNoteAsGuest = asGuest<Record<string, string>>("note", async (tx, row, input) => {
  const parsed = guestNoteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", fieldErrors: firstIssues(parsed.error.issues) };
  const message = appendGuestNote(row.message, parsed.data.note, LIMITS.message);
  if (message === null)
    return {
      ok: false,
      reason: "invalid",
      fieldErrors: { note: "Your notes are now too long for us to keep: please call us instead." },
    };
  await tx.update(enquiries).set({ message }).where(eq(enquiries.id, row.id));
  await logGuest(tx, {
    action: "enquiry.guest_note_added",
    id: row.id,
    summary: `The guest added a note to ${itemName(row.id)} from their booking link`,
    before: { notes: `${row.message?.length ?? 0} characters` },
    after: { notes: `${message.length} characters` },
  });
  return { ok: true, done: "note" };
});

/** The form's rules for a guest's new date, time and party; their own table does not count against them. */
export async function checkGuestChange(
  db: Database,
  row: Enquiry,
  input: Record<string, string>,
  now: Date,
): Promise<{ ok: true; data: BookingChangeData } | { ok: false; fieldErrors: Record<string, string> }> {
  const date = typeof input.date === "string" ? input.date.trim() : "";
  const [rules, settings] = await Promise.all([readBookingRules(db, londonDateOf(now)), readSiteSettings(db)]);
  const plan = /^\d{4}-\d{2}-\d{2}$/.test(date) ? dayPlan(rules, date) : null;
  // Their own table does not count against them: a booking holding one is left out of the day's room.
  const day = plan && plan.times.length > 0 ? await readDayAvailability(db, plan, row.id) : null;
  const schema = makeBookingChangeSchema({
    clock: () => now,
    phone: settings.contact.phone,
    rules,
    availability: (d) => (day && d === date ? day : undefined),
  });
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fieldErrors: firstIssues(parsed.error.issues) };
}

export const changeAsGuest = asGuest<Record<string, string>>("change", async (tx, row, input, { now }) => {
  const before = shapeOf(row);
  const checked = await checkGuestChange(tx, row, input, now);
  if (!checked.ok) return { ok: false, reason: "invalid", fieldErrors: checked.fieldErrors };
  const after = checked.data;
  if (sameShape(before, after)) return { ok: true, done: "unchanged" };

  const status = statusAfterGuestChange(row.status);
  const change = { from: before, to: { date: after.date, time: after.time, guests: after.guests } };
  await tx
    .update(enquiries)
    .set({
      preferredDate: after.date,
      preferredTime: after.time,
      guests: after.guests,
      status,
      guestChangedAt: now,
      guestChange: change,
      guestConfirmedAt: null,
      ...(status !== row.status ? { handledBy: null, handledAt: null } : {}),
    })
    .where(eq(enquiries.id, row.id));
  // A changed booking is a request again: staff confirm it, and confirming seats it anew.
  await releaseTables(tx, row.id);
  await logGuest(tx, {
    action: "enquiry.guest_changed",
    id: row.id,
    summary: `The guest changed ${itemName(row.id)}: ${describeGuestChange(change)}${status !== row.status ? " (to be confirmed again)" : ""}`,
    before: { ...before, status: row.status },
    after: { ...change.to, status },
  });
  return { ok: true, done: "change" };
});
