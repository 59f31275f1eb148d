import nodemailer, { type Transporter } from "nodemailer";
import { getDb, type Database } from "@/lib/db";
import type { OutboxEmail } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { flushOutbox, nextDueAt, type FlushResult, type OutboxTransport, type SenderOptions } from "./sender";

export interface MailConfig {
  siteUrl: string;
  secret: string;
  mailFrom?: string;
  notifyEmail?: string;
}

export function mailConfig(): MailConfig {
  const e = env();
  return { siteUrl: e.SITE_URL, secret: e.authSecret, mailFrom: e.MAIL_FROM, notifyEmail: e.NOTIFY_EMAIL };
}

let transporter: Transporter | undefined;

function smtpTransport(url: string): OutboxTransport {
  transporter ??= nodemailer.createTransport(url, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const t = transporter;
  return {
    send: async (row: OutboxEmail) => {
      await t.sendMail({
        from: { name: row.fromName, address: row.fromAddress },
        to: row.toAddress,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        text: row.textBody,
        html: row.html,
        messageId: row.messageId,
        date: new Date(),
        headers: row.headers,
        ...(row.ics ? { icalEvent: { filename: "reservation.ics", method: "PUBLISH", content: row.ics } } : {}),
      });
    },
  };
}

export function senderOptions(): SenderOptions {
  const e = env();
  return {
    transport: e.SMTP_URL ? smtpTransport(e.SMTP_URL) : null,
    maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    baseDelayMs: e.OUTBOX_RETRY_BASE_MS,
    maxDelayMs: Math.max(e.OUTBOX_RETRY_BASE_MS, 6 * 60 * 60_000),
    leaseMs: 5 * 60_000,
  };
}

type Runner = { running: Promise<FlushResult> | null; again: boolean; timer: NodeJS.Timeout | null };
const g = globalThis as typeof globalThis & { __outboxRunner?: Runner };
const runner = (g.__outboxRunner ??= { running: null, again: false, timer: null });

export function runOutbox(): Promise<FlushResult> {
  if (runner.running) {
    runner.again = true;
    return runner.running;
  }
  runner.running = (async () => {
    const total: FlushResult = { sent: 0, retrying: 0, failed: 0, held: 0 };
    try {
      const db = await getDb();
      do {
        runner.again = false;
        const r = await flushOutbox(db, senderOptions());
        total.sent += r.sent;
        total.retrying += r.retrying;
        total.failed += r.failed;
        total.held += r.held;
      } while (runner.again);
      if (!env().VERCEL) await armTimer(db);
    } catch (err) {
      console.error("[outbox] delivery run failed", err);
    } finally {
      runner.running = null;
    }
    return total;
  })();
  return runner.running;
}

async function armTimer(db: Awaited<ReturnType<typeof getDb>>) {
  if (runner.timer) clearTimeout(runner.timer);
  runner.timer = null;
  const due = await nextDueAt(db);
  if (!due) return;
  const wait = Math.min(Math.max(0, due.getTime() - Date.now()) + 50, 2 ** 31 - 1);
  runner.timer = setTimeout(() => void runOutbox(), wait);
  // A waiting retry must not keep a stopping server alive.
  runner.timer.unref();
}

/** A mail job's run: queues what is due at `now`, then hands anything it queued to the sender. */
export async function queueThenSend<R>(
  queue: (db: Database, opts: { now: Date; config: MailConfig }) => Promise<R>,
  now: Date,
  queuedIn: (result: R) => number,
): Promise<R> {
  const result = await queue(await getDb(), { now, config: mailConfig() });
  if (queuedIn(result) > 0) await runOutbox();
  return result;
}
