import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";

/** Generous: a guest sending one or two enquiries is never near it; a script soon is. */
export const PUBLIC_FORM_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * When the client's address cannot be known (a server with no trusted proxy in front), every
 * guest shares one count per form: high enough for a busy evening, low enough to stop a flood.
 */
export const SHARED_FORM_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;

/** Who may say where a request came from. */
export interface ProxyTrust {
  /** Vercel's edge sets the forwarding headers itself, replacing any a client sent. */
  onVercel: boolean;
  /** Self-hosted: how many proxies (nginx, a load balancer) sit in front and append to X-Forwarded-For. */
  trustedHops: number;
}

/**
 * The client's address as the deployment defines it, or null when nothing trustworthy says it.
 * X-Forwarded-For is a list each proxy appends to, so anything left of what the trusted proxies
 * wrote was written by the client and proves nothing: with N trusted proxies, the client is the
 * N-th entry from the right. With none trusted the header is the client's own claim and is ignored.
 */
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
  // Fewer entries than proxies: the request did not come through them all.
  return entries.length >= trust.trustedHops ? (entries[entries.length - trust.trustedHops] ?? null) : null;
}

/** Keyed hash of scope + address: no raw IP is stored, and the hashes cannot be reversed by guessing. */
export function rateLimitKey(scope: string, address: string, secret: string): string {
  return createHmac("sha256", secret).update(`rate-limit:${scope}:${address}`).digest("hex");
}

export const windowStart = (now: number, windowMs: number) => new Date(Math.floor(now / windowMs) * windowMs);

export interface RateLimitResult {
  allowed: boolean;
  count: number;
}

/**
 * Counts one attempt against a fixed window in the database (shared by every server instance)
 * and says whether it is within the limit. Atomic: one upsert per attempt.
 */
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

/** Old windows are useless; dropping them keeps the table small. */
export async function pruneRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}
