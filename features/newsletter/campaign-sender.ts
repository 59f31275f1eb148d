import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import {
  emailOutbox,
  enquiries,
  newsletterCampaigns,
  newsletterRecipients,
  type NewsletterCampaign,
} from "@/lib/db/schema";
import { mailContext, type MailConfig } from "@/features/enquiries";
import { enqueueEmail, type OutgoingEmail } from "@/features/outbox";
import { audienceOf, type AudienceMember } from "./audience";
import { campaignEmailTo, campaignMessage } from "./campaign-mail";
import { batchAllowance, windowStart } from "./pacing";

// A campaign goes out in batches through the outbox. Everything is claimed in PostgreSQL, so any
// number of servers and the cron route may run this at once:
// - starting: the scheduled campaign is taken FOR UPDATE SKIP LOCKED, turned to "sending" and its
//   audience written as one (campaign, subscriber) row each, unique, in the same transaction;
// - a batch: the campaign row is locked (a second runner skips it), the rate counted from the rows
//   queued in the last 60 seconds, and the claimed rows marked queued with their e-mails written to
//   the outbox in that transaction. The outbox delivers and retries them.

export interface CampaignRunOptions {
  now: Date;
  config: MailConfig;
}

export interface CampaignRunResult {
  started: number;
  queued: number;
  skipped: number;
  finished: number;
}

type Tx = Database;
const inTransaction = <T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction((raw) => work(raw as unknown as Tx));

/** Everyone the campaign would go to if it started now. */
export async function readAudience(db: Database): Promise<AudienceMember[]> {
  const rows = await db
    .select({ id: enquiries.id, email: enquiries.email, status: enquiries.status, createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(eq(enquiries.formType, "newsletter"));
  return audienceOf(rows);
}

async function startOneDue(db: Database, now: Date): Promise<NewsletterCampaign | null> {
  return inTransaction(db, async (tx) => {
    const due = sql`(
      select ${newsletterCampaigns.id} from ${newsletterCampaigns}
      where ${newsletterCampaigns.status} = 'scheduled' and ${newsletterCampaigns.scheduledAt} <= ${now.toISOString()}::timestamptz
      order by ${newsletterCampaigns.scheduledAt}, ${newsletterCampaigns.id}
      limit 1
      for update skip locked
    )`;
    const [campaign] = await tx
      .update(newsletterCampaigns)
      .set({ status: "sending", startedAt: now, updatedAt: now })
      .where(eq(newsletterCampaigns.id, due))
      .returning();
    if (!campaign) return null;
    const audience = await readAudience(tx);
    for (let i = 0; i < audience.length; i += 500) {
      await tx
        .insert(newsletterRecipients)
        .values(audience.slice(i, i + 500).map((m) => ({ campaignId: campaign.id, subscriberId: m.subscriberId })))
        .onConflictDoNothing();
    }
    return campaign;
  });
}

interface BatchResult {
  queued: number;
  skipped: number;
  finished: boolean;
}

/** Is this address unsubscribed on any of its sign-ups? Checked again at sending: they may have left since the start. */
const everUnsubscribed = sql<boolean>`exists (
  select 1 from ${enquiries} u
  where u.form_type = 'newsletter' and u.status = 'unsubscribed'
    and lower(trim(u.email)) = lower(trim(${enquiries.email}))
)`;

async function queueBatch(db: Database, campaignId: string, opts: CampaignRunOptions): Promise<BatchResult | null> {
  const { now, config } = opts;
  return inTransaction(db, async (tx) => {
    const [campaign] = await tx
      .select()
      .from(newsletterCampaigns)
      .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, "sending")))
      .for("update", { skipLocked: true });
    if (!campaign) return null;

    const [recent] = await tx
      .select({ n: count() })
      .from(newsletterRecipients)
      .where(
        and(eq(newsletterRecipients.campaignId, campaign.id), gt(newsletterRecipients.queuedAt, windowStart(now))),
      );
    const [waiting] = await tx
      .select({ n: count() })
      .from(newsletterRecipients)
      .innerJoin(emailOutbox, eq(emailOutbox.id, newsletterRecipients.outboxId))
      .where(and(eq(newsletterRecipients.campaignId, campaign.id), inArray(emailOutbox.state, ["pending", "sending"])));
    const allowance = batchAllowance({
      perMinute: campaign.perMinute,
      queuedInWindow: recent?.n ?? 0,
      inFlight: waiting?.n ?? 0,
    });

    let queued = 0;
    let skipped = 0;
    if (allowance > 0) {
      const claimed = await tx
        .select({
          id: newsletterRecipients.id,
          subscriberId: newsletterRecipients.subscriberId,
          email: enquiries.email,
          status: enquiries.status,
          unsubscribed: everUnsubscribed,
        })
        .from(newsletterRecipients)
        .innerJoin(enquiries, eq(enquiries.id, newsletterRecipients.subscriberId))
        .where(and(eq(newsletterRecipients.campaignId, campaign.id), eq(newsletterRecipients.state, "pending")))
        .orderBy(asc(newsletterRecipients.createdAt), asc(newsletterRecipients.id))
        .limit(allowance)
        .for("update", { of: newsletterRecipients, skipLocked: true });

      const leaving = claimed.filter((r) => r.unsubscribed || r.status !== "subscribed" || !r.email?.trim());
      const going = claimed.filter((r) => !leaving.includes(r));
      if (leaving.length > 0) {
        await tx
          .update(newsletterRecipients)
          .set({ state: "skipped", updatedAt: now })
          .where(
            inArray(
              newsletterRecipients.id,
              leaving.map((r) => r.id),
            ),
          );
      }
      if (going.length > 0) {
        const ctx = await mailContext(tx, config);
        const message = campaignMessage(campaign, config.siteUrl);
        const emails: OutgoingEmail[] = going.map((r) =>
          campaignEmailTo(message, { subscriberId: r.subscriberId, email: r.email!.trim() }, ctx, config.secret),
        );
        const ids = await enqueueEmail(tx, ...emails);
        const pairs = sql.join(
          going.map((r, i) => sql`(${r.id}::uuid, ${ids[i] ?? null}::uuid)`),
          sql`, `,
        );
        await tx.execute(sql`
          update ${newsletterRecipients} set state = 'queued', queued_at = ${now.toISOString()}::timestamptz,
            outbox_id = v.outbox_id, updated_at = ${now.toISOString()}::timestamptz
          from (values ${pairs}) as v(id, outbox_id)
          where ${newsletterRecipients.id} = v.id`);
      }
      queued = going.length;
      skipped = leaving.length;
    }

    const [left] = await tx
      .select({ n: count() })
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.campaignId, campaign.id), eq(newsletterRecipients.state, "pending")));
    const finished = (left?.n ?? 0) === 0;
    if (finished) {
      await tx
        .update(newsletterCampaigns)
        .set({ status: "sent", finishedAt: now, updatedAt: now })
        .where(eq(newsletterCampaigns.id, campaign.id));
    }
    return { queued, skipped, finished };
  });
}

/** Starts the campaigns due at `now` and queues each sending campaign's next batch. */
export async function runCampaigns(db: Database, opts: CampaignRunOptions): Promise<CampaignRunResult> {
  const result: CampaignRunResult = { started: 0, queued: 0, skipped: 0, finished: 0 };
  while (await startOneDue(db, opts.now)) result.started++;
  const sending = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.status, "sending"))
    .orderBy(asc(newsletterCampaigns.startedAt));
  for (const { id } of sending) {
    const batch = await queueBatch(db, id, opts);
    if (!batch) continue;
    result.queued += batch.queued;
    result.skipped += batch.skipped;
    if (batch.finished) result.finished++;
  }
  return result;
}
