import "server-only";
import { headers as requestHeaders } from "next/headers";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { clientAddress, consumeRateLimit, rateLimitKey, type ProxyTrust } from "@/lib/actions/rate-limit";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import { normaliseEmail } from "./rules";

const WINDOW_MS = 10 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** Attempts from one client, when a trusted proxy (or Vercel) names it. */
  perClient: { max: 20, windowMs: WINDOW_MS },
  /** Attempts for one e-mail address, from wherever they come. */
  perAddress: { max: 10, windowMs: WINDOW_MS },
  /** Every client together when none can be told apart: generous, so a flood slows staff but cannot stop them for long. */
  everyClient: { max: 300, windowMs: WINDOW_MS },
} as const;

export interface SignInAttempt {
  headers: Pick<Headers, "get">;
  email?: unknown;
  /** False where the same attempt's start was counted per client already. */
  countClient?: boolean;
  now: number;
  secret: string;
  proxies: ProxyTrust;
}

/** Counts one sign-in attempt; false once the client or the address has had its share of this window. */
export async function signInAttemptAllowed(db: Database, attempt: SignInAttempt): Promise<boolean> {
  const address = clientAddress(attempt.headers, attempt.proxies);
  const email = attempt.email === undefined ? null : normaliseEmail(attempt.email);
  const counts = [
    ...(attempt.countClient === false
      ? []
      : [
          address === null
            ? { subject: "every-client", limit: SIGN_IN_LIMITS.everyClient }
            : { subject: `client:${address}`, limit: SIGN_IN_LIMITS.perClient },
        ]),
    ...(email ? [{ subject: `email:${email}`, limit: SIGN_IN_LIMITS.perAddress }] : []),
  ];
  for (const { subject, limit } of counts) {
    const counted = await consumeRateLimit(db, rateLimitKey("sign-in", subject, attempt.secret), {
      now: attempt.now,
      ...limit,
    });
    if (!counted.allowed) {
      console.warn(`[auth] sign-in attempts limited (${counted.count} in window)`);
      return false;
    }
  }
  return true;
}

/** The same check for the request being handled; a failing count never locks staff out. */
export async function thisSignInAllowed(
  opts: { email?: unknown; headers?: Pick<Headers, "get">; countClient?: boolean } = {},
): Promise<boolean> {
  const e = env();
  try {
    return await signInAttemptAllowed(await getDb(), {
      headers: opts.headers ?? (await requestHeaders()),
      email: opts.email,
      countClient: opts.countClient,
      now: Date.now(),
      secret: e.authSecret,
      proxies: { onVercel: Boolean(e.VERCEL), trustedHops: e.TRUSTED_PROXY_HOPS },
    });
  } catch (err) {
    console.error(`[auth] counting a sign-in attempt failed (${errorWithoutPersonalData(err)}); it is let through`);
    return true;
  }
}
