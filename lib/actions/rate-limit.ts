import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";

export const PUBLIC_FORM_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

export const SHARED_FORM_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;

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
