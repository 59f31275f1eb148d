import { and, asc, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import {
  emailOutbox,
  enquiries,
  guests,
  newsletterCampaigns,
  newsletterRecipients,
  type NewsletterCampaign,
} from "@/lib/db/schema";
import { mailContext, type MailConfig } from "@/features/enquiries";
import { enqueueEmail, type OutgoingEmail } from "@/features/outbox";
import { readSiteSettings } from "@/features/settings";
import { audienceOf, EVERYONE, type AudienceMember, type AudienceRule, type SubscriberFacts } from "./audience";
import { campaignEmailTo, campaignMessage } from "./campaign-mail";
import { batchAllowance, windowStart } from "./pacing";

// A campaign goes out in batches through the outbox. Everything is claimed in PostgreSQL, so any
// number of servers and the cron route may run this at once:
// - starting: the scheduled campaign is taken FOR UPDATE SKIP LOCKED, turned to "sending" and its
//   audience (everyone subscribed, or those of them whose guest has its tag, as they stand at that
//   moment) written as one (campaign, subscriber) row each, unique, in the same transaction;
// - a batch: one runner at a time holds the pacing lock (a transaction-scoped advisory lock; a second
//   runner skips), counts what every campaign queued in the last 60 seconds against the one setting
//   "E-mails a minute", and claims that many rows, oldest campaign first. The rows are marked queued
//   with their e-mails written to the outbox in the same transaction, so a runner that dies half-way
//   leaves nothing queued and nothing lost. The outbox delivers and retries them.

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

/** Every newsletter sign-up with its guest's tags: what any audience is chosen from. */
export async function readSubscriberFacts(db: Database): Promise<SubscriberFacts[]> {
  const rows = await db
    .select({
      id: enquiries.id,
      email: enquiries.email,
      status: enquiries.status,
      createdAt: enquiries.createdAt,
      tags: guests.tags,
    })
    .from(enquiries)
    .leftJoin(guests, eq(guests.id, enquiries.guestId))
    .where(eq(enquiries.formType, "newsletter"));
  return rows.map((r) => ({ ...r, tags: r.tags ?? [] }));
}

/** Everyone the campaign would go to if it started now. */
export async function readAudience(db: Database, rule: AudienceRule = EVERYONE): Promise<AudienceMember[]> {
  return audienceOf(await readSubscriberFacts(db), rule);
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
    const audience = await readAudience(tx, campaign);
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
  finished: number;
}

/** Is this address unsubscribed on any of its sign-ups? Checked again at sending: they may have left since the start. */
const everUnsubscribed = sql<boolean>`exists (
  select 1 from ${enquiries} u
  where u.form_type = 'newsletter' and u.status = 'unsubscribed'
    and lower(trim(u.email)) = lower(trim(${enquiries.email}))
)`;

// One key for "who is queueing newsletter e-mails right now", whatever the number of campaigns.
const PACING_LOCK = sql`pg_try_advisory_xact_lock(hashtext('newsletter-pacing'))`;

async function pacingLockTaken(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ held: boolean }>(sql`select ${PACING_LOCK} as held`);
  // node-postgres answers { rows }, PGlite's driver the rows themselves.
  const rows = Array.isArray(result) ? result : (result as { rows: { held: boolean }[] }).rows;
  return rows[0]?.held === true;
}

async function queueBatches(db: Database, sendingIds: string[], opts: CampaignRunOptions): Promise<BatchResult | null> {
  const { now, config } = opts;
  return inTransaction(db, async (tx) => {
    if (!(await pacingLockTaken(tx))) return null;

    const perMinute = (await readSiteSettings(tx)).newsletter.perMinute;
    const since = windowStart(now);
    const [counted] = await tx
      .select({ n: count() })
      .from(newsletterRecipients)
      .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterRecipients.outboxId))
      .where(
        or(
          gt(newsletterRecipients.queuedAt, since),
          gt(emailOutbox.sentAt, since),
          inArray(emailOutbox.state, ["pending", "sending"]),
        ),
      );
    let allowance = batchAllowance({ perMinute, counted: counted?.n ?? 0 });

    const result: BatchResult = { queued: 0, skipped: 0, finished: 0 };
    for (const campaignId of sendingIds) {
      const [campaign] = await tx
        .select()
        .from(newsletterCampaigns)
        .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, "sending")))
        .for("update", { skipLocked: true });
      if (!campaign) continue;
      if (allowance > 0) {
        const { queued, skipped } = await queueFor(tx, campaign, allowance, { now, config });
        allowance -= queued + skipped;
        result.queued += queued;
        result.skipped += skipped;
      }
      if (await finishIfDone(tx, campaign.id, now)) result.finished++;
    }
    return result;
  });
}

async function queueFor(
  tx: Tx,
  campaign: NewsletterCampaign,
  allowance: number,
  { now, config }: CampaignRunOptions,
): Promise<{ queued: number; skipped: number }> {
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
  return { queued: going.length, skipped: leaving.length };
}

async function finishIfDone(tx: Tx, campaignId: string, now: Date): Promise<boolean> {
  const [left] = await tx
    .select({ n: count() })
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.campaignId, campaignId), eq(newsletterRecipients.state, "pending")));
  if ((left?.n ?? 0) > 0) return false;
  await tx
    .update(newsletterCampaigns)
    .set({ status: "sent", finishedAt: now, updatedAt: now })
    .where(eq(newsletterCampaigns.id, campaignId));
  return true;
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
  if (sending.length === 0) return result;
  const batch = await queueBatches(
    db,
    sending.map((c) => c.id),
    opts,
  );
  if (batch) {
    result.queued += batch.queued;
    result.skipped += batch.skipped;
    result.finished += batch.finished;
  }
  return result;
}
