import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AdminActionError, rowActions } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { enquiries, guests, type Guest } from "@/lib/db/schema";
import { enquiryRef } from "@/lib/db/schema/enquiry-statuses";
import { londonDateOf } from "@/lib/time/london";
import { eraseGuest, erasureRefusal } from "./erase";
import { guestConsentSchema, guestEraseSchema, guestMergeSchema, guestNotesSchema, guestTagsSchema } from "./schema";
import { formatTag, tidyTags, type GuestTag } from "./tags";

// The activity log is append-only and outlives an erasure: its rows name a guest by a short
// reference and say what kind of change it was, never the guest's name, contact details, notes or tags.

const NOT_FOUND = "That guest no longer exists. They may have been merged into another record.";
const ERASED = "This guest has been erased, so there is nothing here to change.";

export const guestRef = (id: string) => `guest ref ${enquiryRef(id)}`;

async function lockGuest(tx: Database, id: string): Promise<Guest> {
  const [row] = await tx.select().from(guests).where(eq(guests.id, id)).for("update");
  if (!row) throw new AdminActionError(NOT_FOUND);
  return row;
}

/** An action on one guest: the row is locked first (an erased guest refused), the entry filed under it. */
const guestAction = rowActions("guest", async (tx, id) => {
  const guest = await lockGuest(tx, id);
  if (guest.anonymisedAt) throw new AdminActionError(ERASED);
  return guest;
});

const lengthOf = (text: string) => (text ? `${text.length} characters` : "empty");

export const saveGuestNotes = guestAction("guests.saveNotes", guestNotesSchema, async ({ input, tx }, before) => {
  if (before.notes === input.notes) return { result: { notes: input.notes } };
  await tx.update(guests).set({ notes: input.notes }).where(eq(guests.id, input.id));
  const verb = !before.notes ? "Added notes to" : input.notes ? "Edited the notes on" : "Removed the notes from";
  return {
    result: { notes: input.notes },
    log: {
      action: "guest.notes_saved",
      summary: `${verb} ${guestRef(before.id)}`,
      before: { notes: lengthOf(before.notes) },
      after: { notes: lengthOf(input.notes) },
    },
  };
});

/** The form's choices as stored tags, each once. */
export function tagsOfInput(input: z.output<typeof guestTagsSchema>): string[] {
  const chosen: GuestTag[] = [
    ...(input.regular ? [{ kind: "regular" as const, value: "" }] : []),
    ...(input.vip ? [{ kind: "vip" as const, value: "" }] : []),
    ...input.allergies.map((value) => ({ kind: "allergy" as const, value })),
    ...input.dietary.map((value) => ({ kind: "dietary" as const, value })),
    ...input.custom.map((value) => ({ kind: "custom" as const, value })),
  ];
  return tidyTags(chosen.map(formatTag)).map(formatTag);
}

const kindsCount = (stored: readonly string[]) => {
  const counts: Record<string, number> = {};
  for (const tag of tidyTags(stored)) counts[tag.kind] = (counts[tag.kind] ?? 0) + 1;
  return counts;
};

export const saveGuestTags = guestAction("guests.saveTags", guestTagsSchema, async ({ input, tx }, before) => {
  const tags = tagsOfInput(input);
  if (JSON.stringify(tags) === JSON.stringify(before.tags)) return { result: { tags } };
  await tx.update(guests).set({ tags }).where(eq(guests.id, input.id));
  return {
    result: { tags },
    // How many of each kind, never which: an allergy is health information.
    log: {
      action: "guest.tags_saved",
      summary: `Changed the tags of ${guestRef(before.id)} (${tags.length} now)`,
      before: kindsCount(before.tags),
      after: kindsCount(tags),
    },
  };
});

export const setGuestMarketingConsent = guestAction(
  "guests.setMarketingConsent",
  guestConsentSchema,
  async ({ input, tx }, before) => {
    if (before.marketingConsent === input.marketingConsent)
      return { result: { marketingConsent: input.marketingConsent } };
    await tx.update(guests).set({ marketingConsent: input.marketingConsent }).where(eq(guests.id, input.id));
    return {
      result: { marketingConsent: input.marketingConsent },
      log: {
        action: "guest.consent_changed",
        summary: `${input.marketingConsent ? "Recorded" : "Withdrew"} marketing consent for ${guestRef(before.id)}`,
        before: { marketingConsent: before.marketingConsent },
        after: { marketingConsent: input.marketingConsent },
      },
    };
  },
);

export const eraseGuestRecord = guestAction("guests.erase", guestEraseSchema, async ({ input, tx }, before) => {
  const rows = await tx
    .select({ formType: enquiries.formType, status: enquiries.status, preferredDate: enquiries.preferredDate })
    .from(enquiries)
    .where(eq(enquiries.guestId, input.id))
    .for("update");
  const refusal = erasureRefusal(rows, londonDateOf(new Date()));
  if (refusal) throw new AdminActionError(refusal);
  const counts = await eraseGuest(tx, input.id, before.email, new Date());
  return {
    result: counts,
    log: {
      action: "guest.erased",
      summary: `Erased ${guestRef(before.id)} on request: ${counts.enquiries} enquiries and bookings and ${counts.emails} e-mails anonymised, counts kept`,
      before: null,
      after: counts,
    },
  };
});

/**
 * Merges `id` into `intoId` (the same person under two records): every enquiry moves across, tags
 * join, notes are put together, consent holds when either gave it, and the emptied record goes.
 */
export const mergeGuests = guestAction("guests.merge", guestMergeSchema, async ({ input, tx }, from) => {
  const into = await lockGuest(tx, input.intoId);
  if (into.anonymisedAt) throw new AdminActionError("The guest to merge into has been erased. Please choose another.");
  const moved = await tx
    .update(enquiries)
    .set({ guestId: into.id })
    .where(eq(enquiries.guestId, from.id))
    .returning({ id: enquiries.id });
  const notes = [into.notes, from.notes].filter(Boolean).join("\n\n");
  // The merged record's contact details come first; the other's fill in what it lacks.
  await tx.delete(guests).where(eq(guests.id, from.id));
  await tx
    .update(guests)
    .set({
      name: into.name || from.name,
      email: into.email ?? from.email,
      phone: into.phone ?? from.phone,
      notes,
      tags: tidyTags([...into.tags, ...from.tags]).map(formatTag),
      marketingConsent: into.marketingConsent || from.marketingConsent,
      lastActivityAt: sql`greatest(${guests.lastActivityAt}, ${from.lastActivityAt.toISOString()}::timestamptz)`,
    })
    .where(eq(guests.id, into.id));
  return {
    result: { intoId: into.id, moved: moved.length },
    log: {
      action: "guest.merged",
      summary: `Merged ${guestRef(from.id)} into ${guestRef(into.id)} (${moved.length} enquiries and bookings moved)`,
      before: { from: from.id, into: into.id },
      after: { into: into.id, moved: moved.length },
      entityId: into.id,
    },
  };
});

export const guestActions = () => ({
  saveGuestNotes,
  saveGuestTags,
  setGuestMarketingConsent,
  eraseGuestRecord,
  mergeGuests,
});
