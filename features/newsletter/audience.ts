// Who a campaign goes to. A guest who ever unsubscribed never hears from us again, even if another
// sign-up with the same address is still marked subscribed; and an address signed up twice gets one e-mail.

export interface SubscriberFacts {
  id: string;
  email: string | null;
  status: string;
  createdAt: Date;
}

export interface AudienceMember {
  /** The sign-up the e-mail's unsubscribe link is signed for: the address's first. */
  subscriberId: string;
  email: string;
}

export const addressKey = (email: string) => email.trim().toLowerCase();

export function audienceOf(rows: readonly SubscriberFacts[]): AudienceMember[] {
  const unsubscribed = new Set<string>();
  for (const r of rows) if (r.email && r.status === "unsubscribed") unsubscribed.add(addressKey(r.email));
  const first = new Map<string, SubscriberFacts>();
  for (const r of rows) {
    if (!r.email?.trim() || r.status !== "subscribed") continue;
    const key = addressKey(r.email);
    if (unsubscribed.has(key)) continue;
    const seen = first.get(key);
    if (!seen || r.createdAt < seen.createdAt || (+r.createdAt === +seen.createdAt && r.id < seen.id))
      first.set(key, r);
  }
  return [...first.values()]
    .sort((a, b) => +a.createdAt - +b.createdAt || (a.id < b.id ? -1 : 1))
    .map((r) => ({ subscriberId: r.id, email: r.email!.trim() }));
}
