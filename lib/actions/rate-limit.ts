import { createHmac } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { rateLimits, spentFormTokens } from "@/lib/db/schema";

export const PUBLIC_FORM_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** Per guest e-mail address and per phone number, whichever client sends them. */
export const CONTACT_FORM_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * Without a trusted proxy every client shares this count. The per-address and per-phone limits do
 * the real work, so one client cannot close a form for everyone; this is only the last resort.
 */
export const SHARED_FORM_LIMIT = { max: 600, windowMs: 10 * 60 * 1000 } as const;

export interface ProxyTrust {
  onVercel: boolean;
  trustedHops: number;
}

// With N trusted proxies the client is the N-th X-Forwarded-For entry from the right; anything left
// of what the proxies wrote is the client's own claim and proves nothing.
export function clientAddress(headers: Pick<Headers, "get">, trust: ProxyTrust): string | null {
  if (trust.onVercel) {
    const address = (headers.get("x-vercel-forwarded-for") ?? headers.get("x-forwarded-for"))?.split(",")[0]?.trim();
    return address || null;
  }
  if (trust.trustedHops < 1) return null;
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.length >= trust.trustedHops ? (entries[entries.length - trust.trustedHops] ?? null) : null;
}

// Keyed hash: no raw IP is stored, and guessing addresses cannot reverse it.
export function rateLimitKey(scope: string, address: string, secret: string): string {
  return createHmac("sha256", secret).update(`rate-limit:${scope}:${address}`).digest("hex");
}

/** The keys a guest's own details are counted under: a lower-cased address, a phone's digits. */
export function contactKeys(values: Record<string, string | undefined>): string[] {
  const email = (values.email ?? "").trim().toLowerCase();
  const digits = (values.phone ?? "").replace(/\D/g, "").replace(/^(?:44|0)+/, "");
  return [...(email.includes("@") ? [`email:${email}`] : []), ...(digits.length >= 6 ? [`phone:${digits}`] : [])];
}

export const windowStart = (now: number, windowMs: number) => new Date(Math.floor(now / windowMs) * windowMs);

export interface RateLimitResult {
  allowed: boolean;
  count: number;
}

// A fixed window in the database, shared by every instance: one atomic upsert per attempt.
export async function consumeRateLimit(
  db: Database,
  keyHash: string,
  opts: { now: number; max: number; windowMs: number },
): Promise<RateLimitResult> {
  const start = windowStart(opts.now, opts.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ keyHash, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.keyHash, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1`, updatedAt: new Date(opts.now) },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return { allowed: count <= opts.max, count };
}

export async function pruneRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}

/** True when this call spent the token; false when a submission already had. */
export async function spendFormToken(db: Database, signature: string, expiresAt: number): Promise<boolean> {
  const spent = await db
    .insert(spentFormTokens)
    .values({ signature, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ signature: spentFormTokens.signature });
  return spent.length === 1;
}

/** A submission that failed after spending its token gives it back, so the guest's retry is not refused. */
export async function refundFormToken(db: Database, signature: string): Promise<void> {
  await db.delete(spentFormTokens).where(eq(spentFormTokens.signature, signature));
}

export async function pruneSpentFormTokens(db: Database, now: number): Promise<void> {
  await db.delete(spentFormTokens).where(lt(spentFormTokens.expiresAt, new Date(now)));
}
