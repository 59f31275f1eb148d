import type { CampaignAudience } from "@/lib/db/schema/newsletter-vocabulary";

// Who a campaign goes to. A guest who ever unsubscribed never hears from us again, even if another
// sign-up with the same address is still marked subscribed; and an address signed up twice gets one e-mail.
// A tagged audience narrows that same list, never widens it: the tag chooses among those still subscribed.

export interface SubscriberFacts {
  id: string;
  email: string | null;
  status: string;
  createdAt: Date;
  /** The stored guest-book tags of the sign-up's guest; none when it has no guest. */
  tags?: readonly string[];
}

export interface AudienceMember {
  /** The sign-up the e-mail's unsubscribe link is signed for: the address's first. */
  subscriberId: string;
  email: string;
}

/** A campaign's choice of audience, as its row stores it. */
export interface AudienceRule {
  audience: CampaignAudience;
  audienceTag: string | null;
}

export const EVERYONE: AudienceRule = { audience: "all_subscribers", audienceTag: null };

export const addressKey = (email: string) => email.trim().toLowerCase();

/** Tags compare as the guest book dedupes them: "custom:Quiet corner" and "custom:quiet corner" are one tag. */
export const tagKey = (stored: string) => stored.trim().toLowerCase();

interface Reachable {
  first: SubscriberFacts;
  /** Every tag on any of the address's sign-ups' guests, by tagKey. */
  tags: Set<string>;
}

function reachable(rows: readonly SubscriberFacts[]): Reachable[] {
  const unsubscribed = new Set<string>();
  for (const r of rows) if (r.email && r.status === "unsubscribed") unsubscribed.add(addressKey(r.email));
  const byAddress = new Map<string, Reachable>();
  for (const r of rows) {
    if (!r.email?.trim() || r.status !== "subscribed") continue;
    const key = addressKey(r.email);
    if (unsubscribed.has(key)) continue;
    const seen = byAddress.get(key);
    const tags = seen?.tags ?? new Set<string>();
    for (const tag of r.tags ?? []) tags.add(tagKey(tag));
    if (!seen || r.createdAt < seen.first.createdAt || (+r.createdAt === +seen.first.createdAt && r.id < seen.first.id))
      byAddress.set(key, { first: r, tags });
  }
  return [...byAddress.values()].sort(
    (a, b) => +a.first.createdAt - +b.first.createdAt || (a.first.id < b.first.id ? -1 : 1),
  );
}

const matches = (rule: AudienceRule) => {
  if (rule.audience === "all_subscribers") return () => true;
  // A tagged rule without its tag reaches nobody rather than everyone.
  const wanted = rule.audienceTag ? tagKey(rule.audienceTag) : null;
  return (r: Reachable) => wanted !== null && r.tags.has(wanted);
};

export function audienceOf(rows: readonly SubscriberFacts[], rule: AudienceRule = EVERYONE): AudienceMember[] {
  return reachable(rows)
    .filter(matches(rule))
    .map((r) => ({ subscriberId: r.first.id, email: r.first.email!.trim() }));
}

export interface AudienceSizes {
  all: number;
  /** By tagKey; a tag nobody subscribed carries is absent (0). */
  tagged: Record<string, number>;
}

/** How many each choice would reach now, from one read: the campaign form counts as staff change it. */
export function audienceSizesOf(rows: readonly SubscriberFacts[]): AudienceSizes {
  const all = reachable(rows);
  const tagged = new Map<string, number>();
  for (const r of all) for (const tag of r.tags) tagged.set(tag, (tagged.get(tag) ?? 0) + 1);
  return { all: all.length, tagged: Object.fromEntries(tagged) };
}

export function sizeFor(sizes: AudienceSizes, rule: AudienceRule): number {
  if (rule.audience === "all_subscribers") return sizes.all;
  const key = rule.audienceTag ? tagKey(rule.audienceTag) : "";
  return Object.hasOwn(sizes.tagged, key) ? sizes.tagged[key]! : 0;
}
