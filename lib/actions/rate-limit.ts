import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";

/** Generous: a guest sending one or two enquiries is never near it; a script soon is. */
export const PUBLIC_FORM_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** The client's address as the platform reports it (first x-forwarded-for entry, else x-real-ip). */
export function clientAddress(headers: Pick<Headers, "get">): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
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
