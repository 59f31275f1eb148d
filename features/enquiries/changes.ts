import { eq } from "drizzle-orm";
import type { MailConfig } from "@/features/outbox";
import { sendEnquiryEmail } from "@/features/enquiries/email-actions";
import { AdminActionError, rowActions } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { enquiries, waitlistEntries, type Enquiry } from "@/lib/db/schema";
import { formatLondonDateTime } from "@/lib/time/london";
import { enquiryDeleteSchema, enquiryNoteSchema, enquiryStatusSchema } from "@/features/enquiries/schema";
import { STATUS_LABELS, TYPE_LABELS } from "./labels";
import { enquiryInWords } from "@/lib/admin/enquiry-in-words";
import { isHandled, isStatusOf } from "@/lib/db/schema/enquiry-statuses";
import { readSiteSettings } from "@/features/settings";
import { tablesFollowStatus } from "@/features/tables";
import { attendanceRefusal } from "./attendance";

// The activity log is append-only and outlives an erased enquiry, so its rows never carry the
// guest's personal data (nor the note): an enquiry is named by its type and a short reference.

const NOT_FOUND = "That enquiry no longer exists. It may have been deleted.";

async function lockEnquiry(tx: Database, id: string): Promise<Enquiry> {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
  if (!row) throw new AdminActionError(NOT_FOUND);
  return row;
}

const itemName = (e: Enquiry) => `the ${enquiryInWords(e)}`;

const noteShape = (note: string | null) => (note ? `${note.length} characters` : "empty");

/** An action on one enquiry: its row is locked first, and the entry it logs is filed under it. */
const enquiryAction = rowActions("enquiry", lockEnquiry);

export const changeEnquiryStatus = enquiryAction(
  "enquiries.changeStatus",
  enquiryStatusSchema,
  async ({ input, tx, actor }, before) => {
    if (before.status === input.status) return { result: { status: before.status, table: null } };
    if (!isStatusOf(before.formType, input.status)) {
      throw new AdminActionError(
        `A ${TYPE_LABELS[before.formType].toLowerCase()} enquiry cannot be marked ${STATUS_LABELS[input.status].toLowerCase()}.`,
      );
    }
    if (before.formType === "reservation") {
      const { bookings } = await readSiteSettings(tx);
      const booking = { date: before.preferredDate, time: before.preferredTime };
      const refusal = attendanceRefusal(input.status, booking, new Date(), bookings.noShowGraceMinutes);
      if (refusal) throw new AdminActionError(refusal);
    }
    const handled = isHandled(input.status)
      ? { handledBy: actor.email, handledAt: new Date() }
      : { handledBy: null, handledAt: null };
    await tx
      .update(enquiries)
      .set({ status: input.status, ...handled })
      .where(eq(enquiries.id, input.id));
    const table =
      before.formType === "reservation" ? await tablesFollowStatus(tx, before, before.status, input.status) : null;
    return {
      result: { status: input.status, table },
      log: {
        action: "enquiry.status_changed",
        summary: `Marked ${itemName(before)} as ${STATUS_LABELS[input.status].toLowerCase()}`,
        before: { status: before.status },
        after: { status: input.status },
      },
    };
  },
);

export const saveEnquiryNote = enquiryAction("enquiries.saveNote", enquiryNoteSchema, async ({ input, tx }, before) => {
  const note = input.note === "" ? null : input.note;
  if ((before.internalNote ?? null) === note) return { result: { note } };
  await tx.update(enquiries).set({ internalNote: note }).where(eq(enquiries.id, input.id));
  const verb = !before.internalNote ? "Added a note to" : note ? "Edited the note on" : "Removed the note from";
  return {
    result: { note },
    log: {
      action: "enquiry.note_saved",
      summary: `${verb} ${itemName(before)}`,
      before: { internalNote: noteShape(before.internalNote) },
      after: { internalNote: noteShape(note) },
    },
  };
});

export const deleteEnquiry = enquiryAction("enquiries.delete", enquiryDeleteSchema, async ({ input, tx }, before) => {
  // A booking taken from the waitlist: its entry holds the same guest's details, so it goes with it.
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.enquiryId, input.id));
  await tx.delete(enquiries).where(eq(enquiries.id, input.id));
  return {
    result: { id: before.id },
    log: {
      action: "enquiry.deleted",
      summary: `Deleted ${itemName(before)} (received ${formatLondonDateTime(before.createdAt)})`,
      before: { type: before.formType, status: before.status, receivedAt: before.createdAt.toISOString() },
      after: null,
    },
  };
});

export const enquiryActions = (deps: { mailConfig: () => MailConfig }) => ({
  changeEnquiryStatus,
  saveEnquiryNote,
  deleteEnquiry,
  sendEnquiryEmail: sendEnquiryEmail(deps.mailConfig),
});
