import { issueFormToken } from "@/lib/actions/form-token";
import type { PublicActionContext } from "@/lib/actions/public-action";
import type { Database } from "@/lib/db/client";

interface Guest {
  db: () => Database;
  phone: string;
  now: number;
  secret: string;
  /** Posts allowed per client address in ten minutes. */
  maxPosts: number;
}

/** The context of a guest's post from this address, behind one trusted proxy, off Vercel. */
export const guestContext = (
  guest: Guest,
  ip: string,
  overrides: Partial<PublicActionContext> = {},
): PublicActionContext => ({
  db: async () => guest.db(),
  phone: async () => guest.phone,
  now: guest.now,
  headers: new Headers({ "x-forwarded-for": ip }),
  secret: guest.secret,
  minFillMs: 2000,
  rateLimit: { max: guest.maxPosts, windowMs: 600_000 },
  contactLimit: { max: guest.maxPosts, windowMs: 600_000 },
  sharedLimit: { max: 60, windowMs: 600_000 },
  proxies: { onVercel: false, trustedHops: 1 },
  ...overrides,
});

/** A filled-in form as the browser posts it: its values, a token issued at `issuedAt` and the empty honeypot. */
export function postedForm(formType: string, values: Record<string, string>, secret: string, issuedAt: number) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  fd.set("_formToken", issueFormToken(formType, issuedAt, secret));
  fd.set("website", "");
  return fd;
}
