// The newsletter's statuses and audiences, apart from the tables: the browser's forms and badges read them too.

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "paused", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who a campaign goes to. Only everyone subscribed for now; guest-book tags will add their own values. */
export const CAMPAIGN_AUDIENCES = ["all_subscribers"] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const RECIPIENT_STATES = ["pending", "queued", "skipped"] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];
