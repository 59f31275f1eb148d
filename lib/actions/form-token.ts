import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Signed and bound to one form, so the server, never the browser, judges the fill time. Short-lived,
// and spent by the submission it carries (a random part keeps two tokens of one millisecond apart).

export const DEFAULT_MIN_FILL_MS = 2000;
export const TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;
export const RENEW_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Several server instances may disagree slightly about the time. */
const CLOCK_SKEW_MS = 30_000;

const FORM = /^[a-z]{1,20}$/;
const TOKEN = /^([a-z]{1,20})\.(\d{10,16})\.(\d{10,16})\.([A-Za-z0-9_-]{8,32})\.([A-Za-z0-9_-]{20,})$/;

const sign = (form: string, startedAt: number, issuedAt: number, nonce: string, secret: string) =>
  createHmac("sha256", secret).update(`form-token:${form}:${startedAt}:${issuedAt}:${nonce}`).digest("base64url");

export function issueFormToken(form: string, startedAt: number, secret: string, issuedAt = startedAt): string {
  if (!FORM.test(form)) throw new Error(`Not a form name: ${form}`);
  const nonce = randomBytes(9).toString("base64url");
  return `${form}.${startedAt}.${issuedAt}.${nonce}.${sign(form, startedAt, issuedAt, nonce, secret)}`;
}

export const freshFormToken = (form: string, secret: string, now = Date.now()) => issueFormToken(form, now, secret);

interface ReadToken {
  startedAt: number;
  issuedAt: number;
}

function readToken(token: string, form: string, secret: string): ReadToken | null {
  const match = TOKEN.exec(token);
  if (!match || match[1] !== form) return null;
  const startedAt = Number(match[2]);
  const issuedAt = Number(match[3]);
  const expected = Buffer.from(sign(form, startedAt, issuedAt, match[4] ?? "", secret));
  const given = Buffer.from(match[5] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return startedAt <= issuedAt ? { startedAt, issuedAt } : null;
}

export type TokenVerdict =
  | { ok: true; elapsedMs: number; signature: string; expiresAt: number }
  | { ok: false; reason: "missing" | "invalid" | "expired" | "too-fast" };

export function checkFormToken(
  token: string | null | undefined,
  opts: { form: string; now: number; secret: string; minFillMs: number },
): TokenVerdict {
  if (!token) return { ok: false, reason: "missing" };
  const read = readToken(token, opts.form, opts.secret);
  if (!read) return { ok: false, reason: "invalid" };
  if (read.issuedAt - opts.now > CLOCK_SKEW_MS) return { ok: false, reason: "invalid" };
  if (opts.now - read.issuedAt > TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  const elapsedMs = opts.now - read.startedAt;
  if (elapsedMs < opts.minFillMs) return { ok: false, reason: "too-fast" };
  return {
    ok: true,
    elapsedMs,
    signature: token.slice(token.lastIndexOf(".") + 1),
    expiresAt: read.issuedAt + TOKEN_MAX_AGE_MS,
  };
}

export function renewFormToken(
  token: string | null | undefined,
  opts: { form: string; now: number; secret: string },
): string {
  const read = token ? readToken(token, opts.form, opts.secret) : null;
  const keep = read && read.issuedAt - opts.now <= CLOCK_SKEW_MS && opts.now - read.startedAt <= RENEW_WITHIN_MS;
  return issueFormToken(opts.form, keep ? read.startedAt : opts.now, opts.secret, opts.now);
}

export const honeypotTripped = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";
