import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sanitizeRichText } from "@/lib/security/rich-text";
import {
  emailOutbox,
  enquiries,
  newsletterCampaigns,
  newsletterRecipients,
  type NewsletterCampaign,
} from "@/lib/db/schema";
import { readTagsInUse, storedTagLabel, type TagInUse } from "@/features/guests";
import { audienceSizesOf, EVERYONE, tagKey, type AudienceRule, type AudienceSizes } from "./audience";
import { readAudience, readSubscriberFacts } from "./campaign-sender";
import type { CampaignInput } from "./schema";

export interface CampaignCounts {
  /** Guests the campaign was written out to when it started. */
  recipients: number;
  /** Not yet handed to the outbox. */
  waiting: number;
  /** With the outbox, on their way or being retried. */
  delivering: number;
  sent: number;
  failed: number;
  /** Kept by the outbox: no mail server is set up. */
  held: number;
  /** Left out at their turn: they unsubscribed after the campaign started. */
  skipped: number;
  /** Received it, and have unsubscribed since. */
  unsubscribedSince: number;
}

export type CampaignSummary = NewsletterCampaign & { counts: CampaignCounts };

const n = (filter: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${filter}))::int`;

function countsQuery(db: Database) {
  return db
    .select({
      campaignId: newsletterRecipients.campaignId,
      recipients: sql<number>`count(*)::int`,
      waiting: n(sql`${newsletterRecipients.state} = 'pending'`),
      delivering: n(sql`${emailOutbox.state} in ('pending', 'sending')`),
      sent: n(sql`${emailOutbox.state} = 'sent'`),
      failed: n(sql`${emailOutbox.state} = 'failed'`),
      held: n(sql`${emailOutbox.state} = 'held'`),
      skipped: n(sql`${newsletterRecipients.state} = 'skipped'`),
      unsubscribedSince: n(sql`${newsletterRecipients.state} = 'queued' and ${enquiries.status} = 'unsubscribed'`),
    })
    .from(newsletterRecipients)
    .innerJoin(enquiries, eq(enquiries.id, newsletterRecipients.subscriberId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterRecipients.outboxId))
    .groupBy(newsletterRecipients.campaignId);
}

const NO_COUNTS: CampaignCounts = {
  recipients: 0,
  waiting: 0,
  delivering: 0,
  sent: 0,
  failed: 0,
  held: 0,
  skipped: 0,
  unsubscribedSince: 0,
};

export async function readCampaigns(db: Database): Promise<CampaignSummary[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(newsletterCampaigns).orderBy(desc(newsletterCampaigns.updatedAt)),
    countsQuery(db),
  ]);
  const byId = new Map(counts.map(({ campaignId, ...c }) => [campaignId, c]));
  return rows.map((r) => ({ ...r, counts: byId.get(r.id) ?? NO_COUNTS }));
}

export async function readCampaign(db: Database, id: string): Promise<CampaignSummary | null> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!row) return null;
  const [counts] = await countsQuery(db).where(eq(newsletterRecipients.campaignId, id));
  if (!counts) return { ...row, counts: NO_COUNTS };
  const { campaignId, ...c } = counts;
  return { ...row, id: campaignId, counts: c };
}

export interface FailedDelivery {
  outboxId: string;
  to: string;
  reason: string | null;
}

/** The e-mails the outbox gave up on, to follow up from the outbox. */
export async function readFailedDeliveries(db: Database, id: string, limit = 50): Promise<FailedDelivery[]> {
  const rows = await db
    .select({ outboxId: emailOutbox.id, to: emailOutbox.toAddress, reason: emailOutbox.lastError })
    .from(newsletterRecipients)
    .innerJoin(emailOutbox, eq(emailOutbox.id, newsletterRecipients.outboxId))
    .where(and(eq(newsletterRecipients.campaignId, id), eq(emailOutbox.state, "failed")))
    .orderBy(emailOutbox.toAddress)
    .limit(limit);
  return rows;
}

/** How many guests a campaign would reach if it started now. */
export async function readAudienceCount(db: Database, rule: AudienceRule = EVERYONE): Promise<number> {
  return (await readAudience(db, rule)).length;
}

/** Everyone subscribed and each tag's share of them, for the form to count as the audience changes. */
export async function readAudienceSizes(db: Database): Promise<AudienceSizes> {
  return audienceSizesOf(await readSubscriberFacts(db));
}

export interface AudienceChoices {
  sizes: AudienceSizes;
  /** The guest book's tags in use, with the campaign's own tag even if nobody carries it any more. */
  tags: TagInUse[];
  /** The campaign's tag spelled as one of `tags`, so the select shows it chosen; empty without one. */
  current: string;
}

/** What the campaign form offers: the tags in use and how many subscribers each reaches. */
export async function readAudienceChoices(db: Database, current: string | null = null): Promise<AudienceChoices> {
  const [sizes, tags] = await Promise.all([readAudienceSizes(db), readTagsInUse(db)]);
  if (!current) return { sizes, tags, current: "" };
  const offered = tags.find((t) => tagKey(t.value) === tagKey(current));
  if (offered) return { sizes, tags, current: offered.value };
  return {
    sizes,
    tags: [...tags, { value: current, label: storedTagLabel(current), group: "No guest has it now" }],
    current,
  };
}

/** A campaign as its edit form starts; the body is sanitised on the way out too, as a row may not have come through the form. */
export function campaignFormValues(campaign: NewsletterCampaign, audienceTag: string): CampaignInput {
  return {
    id: campaign.id,
    subject: campaign.subject,
    preheader: campaign.preheader,
    bodyHtml: sanitizeRichText(campaign.bodyHtml),
    imageUrl: campaign.imageUrl ?? "",
    imageAlt: campaign.imageAlt ?? "",
    audience: campaign.audience,
    audienceTag,
  };
}
