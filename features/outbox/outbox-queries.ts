import { count, desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailOutbox, type OutboxEmail } from "@/lib/db/schema";
import { isRecordId } from "@/lib/db/record-id";
import { paginate } from "@/lib/admin/paginate";

export const OUTBOX_STATES = ["pending", "sending", "sent", "failed", "held"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  held: "Kept (no mail server)",
};

export const OUTBOX_PAGE_SIZE = 30;

export type OutboxSummary = Omit<OutboxEmail, "html" | "textBody" | "ics" | "headers">;

const summaryColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  enquiryId: emailOutbox.enquiryId,
  toAddress: emailOutbox.toAddress,
  fromName: emailOutbox.fromName,
  fromAddress: emailOutbox.fromAddress,
  replyTo: emailOutbox.replyTo,
  subject: emailOutbox.subject,
  messageId: emailOutbox.messageId,
  state: emailOutbox.state,
  attempts: emailOutbox.attempts,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  leaseUntil: emailOutbox.leaseUntil,
  lastError: emailOutbox.lastError,
  sentAt: emailOutbox.sentAt,
  createdAt: emailOutbox.createdAt,
  updatedAt: emailOutbox.updatedAt,
};

export function parseOutboxState(value: string | undefined | null): OutboxState | null {
  return OUTBOX_STATES.find((s) => s === value) ?? null;
}

export async function listOutbox(db: Database, filter: { state: OutboxState | null; page: number }) {
  const where = filter.state ? eq(emailOutbox.state, filter.state) : undefined;
  return paginate(
    async () => (await db.select({ n: count() }).from(emailOutbox).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select(summaryColumns)
        .from(emailOutbox)
        .where(where)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit)
        .offset(offset),
    filter.page,
    OUTBOX_PAGE_SIZE,
  );
}

export async function outboxStateCounts(db: Database): Promise<Record<OutboxState, number>> {
  const rows = await db.select({ state: emailOutbox.state, n: count() }).from(emailOutbox).groupBy(emailOutbox.state);
  const out = Object.fromEntries(OUTBOX_STATES.map((s) => [s, 0])) as Record<OutboxState, number>;
  for (const r of rows) if (parseOutboxState(r.state)) out[r.state as OutboxState] = Number(r.n);
  return out;
}

export async function getOutboxEmail(db: Database, id: string): Promise<OutboxEmail | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}

export async function emailsForEnquiry(db: Database, enquiryId: string): Promise<OutboxSummary[]> {
  return db
    .select(summaryColumns)
    .from(emailOutbox)
    .where(eq(emailOutbox.enquiryId, enquiryId))
    .orderBy(desc(emailOutbox.createdAt));
}

export async function failedEmails(db: Database, limit = 5): Promise<{ rows: OutboxSummary[]; total: number }> {
  const where = eq(emailOutbox.state, "failed");
  const [rows, totals] = await Promise.all([
    db.select(summaryColumns).from(emailOutbox).where(where).orderBy(desc(emailOutbox.updatedAt)).limit(limit),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
