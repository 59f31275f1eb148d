import { eq } from "drizzle-orm";
import { AdminActionError, type AdminActionDefinition, type AdminRunContext } from "@/lib/actions/admin-action-core";
import type { z } from "@/lib/zod";
import { enquiries } from "@/lib/db/schema";
import { STATUS_LABELS, TYPE_LABELS } from "@/features/enquiries/labels";
import { enquiryInWords } from "@/lib/admin/enquiry-in-words";
import { isHandled, type EnquiryStatus } from "@/lib/db/schema/enquiry-statuses";
import { enquiryEmailSchema, type EnquiryEmailAction, type EmailKind, enqueueEmail } from "@/features/outbox";
import { composeGuestEmail } from "./guest-email";
import { confirmationIcs, emailActionsFor } from "./emails";
import { guestFactsOf, mailContext, type MailConfig } from "@/features/enquiries/guest-mail";
import { manageLinksOf } from "./booking-link";
import { tablesFollowStatus } from "@/features/tables";

export function statusAfter(action: EnquiryEmailAction, formType: string, current: EnquiryStatus): EnquiryStatus {
  if (action === "confirm") return "confirmed";
  if (action === "decline") return "declined";
  if (formType === "contact" && current === "new") return "replied";
  if (formType === "event" && current === "new") return "in_discussion";
  return current;
}

const VERB: Record<EnquiryEmailAction, string> = { confirm: "Confirmed", decline: "Declined", reply: "Replied to" };

/** Queues the guest's e-mail, moves the status it settles and logs both, in the wrapper's one transaction. */
export const sendEnquiryEmailRun =
  (config: () => MailConfig) =>
  async ({ input, tx, actor }: AdminRunContext<z.output<typeof enquiryEmailSchema>>) => {
    const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, input.id)).for("update");
    if (!before) throw new AdminActionError("That enquiry no longer exists. It may have been deleted.");
    if (!before.email)
      throw new AdminActionError(
        "This enquiry has no e-mail address, so nothing can be sent. Please call the guest instead.",
      );
    if (!emailActionsFor(before.formType).includes(input.action)) {
      throw new AdminActionError(
        `A ${TYPE_LABELS[before.formType].toLowerCase()} enquiry cannot be ${input.action === "confirm" ? "confirmed" : "declined"}; reply instead.`,
      );
    }
    const mail = config();
    const ctx = await mailContext(tx, mail);
    const guest = { ...guestFactsOf(before), email: before.email };
    const ics =
      input.action === "confirm" && before.formType === "reservation" ? confirmationIcs(guest, ctx, new Date()) : null;
    const kind: EmailKind = input.action;
    const [emailId] = await enqueueEmail(
      tx,
      composeGuestEmail({
        kind,
        enquiry: guest,
        ctx,
        subject: input.subject,
        body: input.body,
        fill: true,
        ics,
        links: input.action === "confirm" ? manageLinksOf(guest, mail) : undefined,
        // Only a reply answers the guest's words; a confirmation or decline never repeats them.
        quote:
          input.action === "reply" && before.message?.trim()
            ? { message: before.message, receivedAt: before.createdAt }
            : null,
      }),
    );

    const status = statusAfter(input.action, before.formType, before.status);
    if (status !== before.status) {
      const handled = isHandled(status) ? { handledBy: actor.email, handledAt: new Date() } : {};
      await tx
        .update(enquiries)
        .set({ status, ...handled })
        .where(eq(enquiries.id, before.id));
    }
    const table =
      before.formType === "reservation" ? await tablesFollowStatus(tx, before, before.status, status) : null;
    const name = `the ${enquiryInWords(before)}`;
    return {
      result: { status, emailId: emailId!, table },
      log: {
        action: `enquiry.${input.action === "reply" ? "replied" : input.action === "confirm" ? "confirmed" : "declined"}`,
        entityId: before.id,
        summary: `${VERB[input.action]} ${name} by e-mail${status !== before.status ? ` (now ${STATUS_LABELS[status].toLowerCase()})` : ""}`,
        before: { status: before.status },
        after: { status, email: emailId, calendarInvitation: Boolean(ics) },
      },
    };
  };

export function sendEnquiryEmail(config: () => MailConfig) {
  return {
    name: "enquiries.sendEmail",
    schema: enquiryEmailSchema,
    entity: "enquiry",
    sendsMail: true,
    run: sendEnquiryEmailRun(config),
  } satisfies AdminActionDefinition<
    typeof enquiryEmailSchema,
    { status: EnquiryStatus; emailId: string; table: string | null }
  >;
}
