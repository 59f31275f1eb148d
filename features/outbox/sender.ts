import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailOutbox, type OutboxEmail } from "@/lib/db/schema";

// Claimed FOR UPDATE SKIP LOCKED with a lease: two senders never take the same row, and a sender that
// dies mid-batch leaves only the row it held, claimed again when its lease ends.

export interface OutboxTransport {
  send: (email: OutboxEmail) => Promise<void>;
}

export interface SenderOptions {
  transport: OutboxTransport | null;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  leaseMs: number;
  limit?: number;
  now?: () => Date;
}

export interface FlushResult {
  sent: number;
  retrying: number;
  failed: number;
  held: number;
}

export function retryDelayMs(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

export function failureReason(err: unknown): string {
  const e = err as { response?: string; message?: string; code?: string } | undefined;
  const text = e?.response || e?.message || String(err);
  return `${e?.code && !text.includes(e.code) ? `${e.code}: ` : ""}${text}`.replace(/\s+/g, " ").trim().slice(0, 500);
}

export async function claimNext(db: Database, leaseMs: number, now: Date): Promise<OutboxEmail | null> {
  const at = now.toISOString();
  const due = sql`(
    select id from ${emailOutbox}
    where (state = 'pending' and next_attempt_at <= ${at}::timestamptz)
       or (state = 'sending' and lease_until < ${at}::timestamptz)
    order by next_attempt_at, created_at
    limit 1
    for update skip locked
  )`;
  const [row] = await db
    .update(emailOutbox)
    .set({
      state: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(eq(emailOutbox.id, due))
    .returning();
  return row ?? null;
}

export async function flushOutbox(db: Database, opts: SenderOptions): Promise<FlushResult> {
  const now = opts.now ?? (() => new Date());
  const result: FlushResult = { sent: 0, retrying: 0, failed: 0, held: 0 };
  if (!opts.transport) {
    const held = await db
      .update(emailOutbox)
      .set({ state: "held", lastError: null, updatedAt: now() })
      .where(eq(emailOutbox.state, "pending"))
      .returning({ id: emailOutbox.id });
    result.held = held.length;
    return result;
  }
  const limit = opts.limit ?? 50;
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(db, opts.leaseMs, now());
    if (!row) break;
    if (row.attempts > opts.maxAttempts) {
      await finish(db, row, { state: "failed", lastError: row.lastError ?? "Sending was interrupted too many times." });
      result.failed++;
      continue;
    }
    try {
      await opts.transport.send(row);
    } catch (err) {
      const reason = failureReason(err);
      if (row.attempts >= opts.maxAttempts) {
        await finish(db, row, { state: "failed", lastError: reason });
        result.failed++;
      } else {
        const next = new Date(now().getTime() + retryDelayMs(row.attempts, opts.baseDelayMs, opts.maxDelayMs));
        await finish(db, row, { state: "pending", lastError: reason, nextAttemptAt: next });
        result.retrying++;
      }
      continue;
    }
    await finish(db, row, { state: "sent", lastError: null, sentAt: now() });
    result.sent++;
  }
  return result;
}

async function finish(
  db: Database,
  row: OutboxEmail,
  set: Partial<Pick<OutboxEmail, "state" | "lastError" | "nextAttemptAt" | "sentAt">>,
) {
  // Only while we still hold it: a row whose lease another sender took over is theirs now.
  await db
    .update(emailOutbox)
    .set({ ...set, leaseUntil: null })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.state, "sending"), eq(emailOutbox.attempts, row.attempts)));
}

export async function requeueEmail(db: Database, id: string, now: Date = new Date()): Promise<OutboxEmail | null> {
  const [row] = await db
    .update(emailOutbox)
    .set({ state: "pending", attempts: 0, nextAttemptAt: now, lastError: null, leaseUntil: null })
    .where(and(eq(emailOutbox.id, id), sql`${emailOutbox.state} in ('failed', 'held')`))
    .returning();
  return row ?? null;
}

export async function nextDueAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<string>`min(case when ${emailOutbox.state} = 'pending' then ${emailOutbox.nextAttemptAt} else ${emailOutbox.leaseUntil} end)`,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.state} in ('pending', 'sending')`);
  return row?.at ? new Date(row.at) : null;
}
