import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import type { OutgoingEmail } from "./compose";

// In the caller's transaction: the e-mails exist exactly when the change that causes them commits.
export async function enqueueEmail(tx: Database, ...emails: OutgoingEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .insert(emailOutbox)
    .values(
      emails.map((e) => ({
        kind: e.kind,
        enquiryId: e.enquiryId,
        toAddress: e.to,
        fromName: e.fromName,
        fromAddress: e.fromAddress,
        replyTo: e.replyTo,
        subject: e.subject,
        html: e.html,
        textBody: e.text,
        headers: e.headers,
        ics: e.ics,
        messageId: messageIdFor(e.fromAddress),
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

export function messageIdFor(fromAddress: string): string {
  const domain = fromAddress.split("@")[1]?.trim() || "localhost";
  return `<${randomUUID()}@${domain}>`;
}
