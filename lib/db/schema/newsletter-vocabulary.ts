// The newsletter's statuses and audiences, apart from the tables: the browser's forms and badges read them too.

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "paused", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who a campaign goes to: everyone subscribed, or only the subscribers whose guest carries one guest-book tag. */
export const CAMPAIGN_AUDIENCES = ["all_subscribers", "tagged"] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const RECIPIENT_STATES = ["pending", "queued", "skipped"] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];
