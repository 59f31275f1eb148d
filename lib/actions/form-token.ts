import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The form token: when the form was rendered, signed with the server's secret. It lets the server
 * (never the browser) judge how long a guest took to fill the form, even without JavaScript.
 */

export const DEFAULT_MIN_FILL_MS = 2000;
/** Long enough for a tab left open over lunch; older tokens are renewed, never held against anyone. */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Several server instances may disagree slightly about the time. */
const CLOCK_SKEW_MS = 30_000;

const sign = (issuedAt: number, secret: string) => createHmac("sha256", secret).update(`form-token:${issuedAt}`).digest("base64url");

export function issueFormToken(issuedAt: number, secret: string): string {
  return `${issuedAt}.${sign(issuedAt, secret)}`;
}

export type TokenVerdict = { ok: true; elapsedMs: number } | { ok: false; reason: "missing" | "invalid" | "expired" | "too-fast" };

export function checkFormToken(token: string | null | undefined, opts: { now: number; secret: string; minFillMs: number }): TokenVerdict {
  if (!token) return { ok: false, reason: "missing" };
  const match = /^(\d{10,16})\.([A-Za-z0-9_-]{20,})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(issuedAt, opts.secret));
  const given = Buffer.from(match[2] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  const elapsedMs = opts.now - issuedAt;
  if (elapsedMs < -CLOCK_SKEW_MS) return { ok: false, reason: "invalid" };
  if (elapsedMs > TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  if (elapsedMs < opts.minFillMs) return { ok: false, reason: "too-fast" };
  return { ok: true, elapsedMs };
}

/** A filled honeypot means a robot: people never see the field. */
export const honeypotTripped = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

/** A token stamped with this moment: each request's page gets its own. */
export const freshFormToken = (secret: string) => issueFormToken(Date.now(), secret);
