import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The form token: which form it is for, when the guest started on it and when it was issued,
 * signed with the server's secret. It lets the server (never the browser) judge how long a guest
 * took to fill the form, even without JavaScript.
 *
 * Bound to one form, so a token taken from the newsletter box does not send a reservation. It
 * lasts TOKEN_MAX_AGE_MS from issue: anyone can ask the site for a token, so a token is worth
 * nothing to a robot that it could not get fresh anyway, and a short life keeps a harvested one
 * from being replayed for long. A guest who leaves the form open longer loses nothing: the form
 * renews its token before it runs out (`renewFormToken` keeps the start time, so the minimum fill
 * time still counts from when they began), and a stale one is answered with a renewed token and
 * "press send once more", their words kept.
 */

export const DEFAULT_MIN_FILL_MS = 2000;
/** Two hours: a long lunch with the form open; the form renews it well before (use-form-token). */
export const TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;
/** A renewal keeps the start time for at most a day: after that it starts again. */
export const RENEW_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Several server instances may disagree slightly about the time. */
const CLOCK_SKEW_MS = 30_000;

const FORM = /^[a-z]{1,20}$/;
const TOKEN = /^([a-z]{1,20})\.(\d{10,16})\.(\d{10,16})\.([A-Za-z0-9_-]{20,})$/;

const sign = (form: string, startedAt: number, issuedAt: number, secret: string) =>
  createHmac("sha256", secret).update(`form-token:${form}:${startedAt}:${issuedAt}`).digest("base64url");

export function issueFormToken(form: string, startedAt: number, secret: string, issuedAt = startedAt): string {
  if (!FORM.test(form)) throw new Error(`Not a form name: ${form}`);
  return `${form}.${startedAt}.${issuedAt}.${sign(form, startedAt, issuedAt, secret)}`;
}

/** A token stamped with this moment. */
export const freshFormToken = (form: string, secret: string, now = Date.now()) => issueFormToken(form, now, secret);

interface ReadToken {
  startedAt: number;
  issuedAt: number;
}

/** The token's times if it is genuine and for this form; null otherwise. */
function readToken(token: string, form: string, secret: string): ReadToken | null {
  const match = TOKEN.exec(token);
  if (!match || match[1] !== form) return null;
  const startedAt = Number(match[2]);
  const issuedAt = Number(match[3]);
  const expected = Buffer.from(sign(form, startedAt, issuedAt, secret));
  const given = Buffer.from(match[4] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return startedAt <= issuedAt ? { startedAt, issuedAt } : null;
}

export type TokenVerdict = { ok: true; elapsedMs: number } | { ok: false; reason: "missing" | "invalid" | "expired" | "too-fast" };

export function checkFormToken(token: string | null | undefined, opts: { form: string; now: number; secret: string; minFillMs: number }): TokenVerdict {
  if (!token) return { ok: false, reason: "missing" };
  const read = readToken(token, opts.form, opts.secret);
  if (!read) return { ok: false, reason: "invalid" };
  if (read.issuedAt - opts.now > CLOCK_SKEW_MS) return { ok: false, reason: "invalid" };
  if (opts.now - read.issuedAt > TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  const elapsedMs = opts.now - read.startedAt;
  if (elapsedMs < opts.minFillMs) return { ok: false, reason: "too-fast" };
  return { ok: true, elapsedMs };
}

/**
 * A new token for the same form and start time, issued now: for a guest whose token ran out (or
 * soon will) while they were still on the form. A token that is not genuine, or began more than a
 * day ago, gets a fresh start instead.
 */
export function renewFormToken(token: string | null | undefined, opts: { form: string; now: number; secret: string }): string {
  const read = token ? readToken(token, opts.form, opts.secret) : null;
  const keep = read && read.issuedAt - opts.now <= CLOCK_SKEW_MS && opts.now - read.startedAt <= RENEW_WITHIN_MS;
  return issueFormToken(opts.form, keep ? read.startedAt : opts.now, opts.secret, opts.now);
}

/** A filled honeypot means a robot: people never see the field. */
export const honeypotTripped = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";
