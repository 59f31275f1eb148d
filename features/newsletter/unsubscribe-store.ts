import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { activityLog, enquiries } from "@/lib/db/schema";
import { isRecordId } from "@/lib/db/record-id";
import { enquiryRef } from "@/lib/db/schema/enquiry-statuses";
import { verifyUnsubscribeToken } from "@/features/outbox";
import { withdrawMarketingConsent } from "@/features/guests";

export type UnsubscribeOutcome = "unsubscribed" | "already" | "invalid";

export const GUEST_ACTOR = "guest (unsubscribe link)";

export async function unsubscribeByLink(
  db: Database,
  secret: string,
  id: string,
  token: string,
): Promise<UnsubscribeOutcome> {
  if (!isRecordId(id) || !verifyUnsubscribeToken(secret, id, token)) return "invalid";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.id, id), eq(enquiries.formType, "newsletter")))
      .for("update");
    if (!row) return "invalid";
    if (row.status === "unsubscribed") return "already";
    await tx.update(enquiries).set({ status: "unsubscribed" }).where(eq(enquiries.id, id));
    // Unsubscribing withdraws the guest's consent to marketing e-mail too, in the same transaction.
    if (row.guestId) await withdrawMarketingConsent(tx, row.guestId);
    await tx.insert(activityLog).values({
      actorEmail: GUEST_ACTOR,
      action: "enquiry.unsubscribed",
      entity: "enquiry",
      entityId: id,
      summary: `Newsletter subscriber ${enquiryRef(id)} unsubscribed with the link in an e-mail`,
      before: { status: row.status },
      after: { status: "unsubscribed" },
    });
    return "unsubscribed";
  });
}
