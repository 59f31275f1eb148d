import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { emailOutbox } from "./email";
import { enquiries } from "./enquiries";
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_STATUSES,
  RECIPIENT_STATES,
  type CampaignAudience,
  type CampaignStatus,
  type RecipientState,
} from "./newsletter-vocabulary";

export * from "./newsletter-vocabulary";

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: id(),
    subject: text("subject").notNull(),
    preheader: text("preheader").notNull().default(""),
    /** Sanitised on save; e-mails are rendered only from this copy. */
    bodyHtml: text("body_html").notNull().default(""),
    /** A photo from the media library shown above the message. */
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    audience: text("audience").$type<CampaignAudience>().notNull().default("all_subscribers"),
    /** The stored guest-book tag ("vip", "dietary:vegan", …) when the audience is "tagged"; else null. */
    audienceTag: text("audience_tag"),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    /** When a scheduled campaign starts (also set to the moment of "Send now"). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("newsletter_campaigns_due_idx").on(t.status, t.scheduledAt),
    check("newsletter_campaigns_status_check", oneOf("status", CAMPAIGN_STATUSES)),
    check("newsletter_campaigns_audience_check", oneOf("audience", CAMPAIGN_AUDIENCES)),
    check(
      "newsletter_campaigns_audience_tag_check",
      sql`(${t.audience} = 'tagged') = (${t.audienceTag} is not null and ${t.audienceTag} <> '')`,
    ),
  ],
);

/**
 * One row per guest a campaign goes to, written when it starts. The unique (campaign, subscriber)
 * pair and the claim of a pending row are what keep a guest from receiving the campaign twice,
 * whatever the number of servers or restarts.
 */
export const newsletterRecipients = pgTable(
  "newsletter_recipients",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    /** The subscriber's newsletter sign-up; erasing it removes the row. */
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    state: text("state").$type<RecipientState>().notNull().default("pending"),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    unique("newsletter_recipients_once").on(t.campaignId, t.subscriberId),
    index("newsletter_recipients_state_idx").on(t.campaignId, t.state),
    index("newsletter_recipients_queued_idx").on(t.campaignId, t.queuedAt),
    check("newsletter_recipients_state_check", oneOf("state", RECIPIENT_STATES)),
  ],
);

export type NewsletterCampaign = typeof newsletterCampaigns.$inferSelect;
export type NewsletterRecipient = typeof newsletterRecipients.$inferSelect;
