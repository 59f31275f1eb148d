import { describe, expect, it } from "vitest";
import {
  DEFAULT_MIN_FILL_MS,
  RENEW_WITHIN_MS,
  TOKEN_MAX_AGE_MS,
  checkFormToken,
  honeypotTripped,
  issueFormToken,
  renewFormToken,
} from "@/lib/actions/form-token";
import { clientAddress, rateLimitKey, windowStart } from "@/lib/actions/rate-limit";

const secret = "unit-test-secret-0123456789abcdef";
const t0 = 1_780_000_000_000;

describe("form token and minimum fill time", () => {
  const form = "contact";
  const token = issueFormToken(form, t0, secret);
  const check = (t: string | undefined, now: number, minFillMs = 2000, forForm = form) =>
    checkFormToken(t, { form: forForm, now, secret, minFillMs });

  it("defaults to two seconds, and a token lasts two hours from issue", () => {
    expect(DEFAULT_MIN_FILL_MS).toBe(2000);
    expect(TOKEN_MAX_AGE_MS).toBe(2 * 60 * 60 * 1000);
  });

  it("accepts a form filled in at a human pace", () => {
    expect(check(token, t0 + 2000)).toMatchObject({ ok: true, elapsedMs: 2000, expiresAt: t0 + TOKEN_MAX_AGE_MS });
  });

  it("refuses a submission faster than the minimum", () => {
    expect(check(token, t0 + 1999)).toEqual({ ok: false, reason: "too-fast" });
    expect(check(token, t0)).toEqual({ ok: false, reason: "too-fast" });
  });

  it("refuses a missing, forged or re-dated token", () => {
    expect(check(undefined, t0 + 5000)).toEqual({ ok: false, reason: "missing" });
    expect(check("garbage", t0 + 5000)).toEqual({ ok: false, reason: "invalid" });
    expect(check(issueFormToken(form, t0, "another-secret-0123456789"), t0 + 5000)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const [, , , nonce, signature] = token.split(".");
    expect(check(`${form}.${t0 - 60_000}.${t0}.${nonce}.${signature}`, t0 + 5000)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(check(`${form}.${t0}.${t0 + 3_600_000}.${nonce}.${signature}`, t0 + 5000)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(check(`${form}.${t0}.${t0}.AAAAAAAAAAAA.${signature}`, t0 + 5000)).toEqual({ ok: false, reason: "invalid" });
  });

  it("two tokens issued in the same millisecond differ, so spending one never spends the other", () => {
    expect(issueFormToken(form, t0, secret)).not.toBe(issueFormToken(form, t0, secret));
  });

  it("is bound to its form: a newsletter token does not send a reservation", () => {
    expect(check(issueFormToken("newsletter", t0, secret), t0 + 5000, 2000, "reservation")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(check(issueFormToken("newsletter", t0, secret), t0 + 5000, 2000, "newsletter")).toMatchObject({ ok: true });
  });

  it("treats a token from the far future as forged and one older than two hours as stale", () => {
    expect(check(issueFormToken(form, t0 + 60_000, secret), t0, 0)).toEqual({ ok: false, reason: "invalid" });
    expect(check(token, t0 + TOKEN_MAX_AGE_MS)).toMatchObject({ ok: true });
    expect(check(token, t0 + TOKEN_MAX_AGE_MS + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("renewal keeps the time the guest began (so sending at once is not too fast) and resets the two hours", () => {
    const later = t0 + 3 * 60 * 60 * 1000;
    const renewed = renewFormToken(token, { form, now: later, secret });
    expect(check(renewed, later + 10)).toMatchObject({ ok: true, elapsedMs: later + 10 - t0 });
    expect(check(renewed, later + TOKEN_MAX_AGE_MS + 1)).toEqual({ ok: false, reason: "expired" });
    // Not genuine, another form's, or begun more than a day ago: a fresh start.
    for (const old of ["garbage", issueFormToken("event", t0, secret), token]) {
      const now = old === token ? t0 + RENEW_WITHIN_MS + 1 : later;
      expect(check(renewFormToken(old, { form, now, secret }), now + 10)).toEqual({ ok: false, reason: "too-fast" });
    }
  });

  it("honeypot: any content trips it", () => {
    expect(honeypotTripped("")).toBe(false);
    expect(honeypotTripped(null)).toBe(false);
    expect(honeypotTripped("   ")).toBe(false);
    expect(honeypotTripped("https://spam.example")).toBe(true);
  });
});

describe("rate-limit keys and windows", () => {
  const h = (entries: Record<string, string>) => new Headers(entries);

  const self = (trustedHops: number) => ({ onVercel: false, trustedHops });

  it("self-hosted with no trusted proxy: the forwarding headers are the client's own claim and ignored", () => {
    expect(clientAddress(h({ "x-forwarded-for": "203.0.113.7" }), self(0))).toBeNull();
    expect(clientAddress(h({ "x-real-ip": "198.51.100.2" }), self(0))).toBeNull();
  });

  it("behind N trusted proxies: the N-th entry from the right, whatever the client put before it", () => {
    // nginx appends the address it saw: a client's forged entries stay on the left.
    expect(clientAddress(h({ "x-forwarded-for": "203.0.113.7" }), self(1))).toBe("203.0.113.7");
    expect(clientAddress(h({ "x-forwarded-for": "1.2.3.4, 5.6.7.8, 203.0.113.7" }), self(1))).toBe("203.0.113.7");
    expect(clientAddress(h({ "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.0.0.2" }), self(2))).toBe("203.0.113.7");
    // Fewer entries than proxies: it did not come through them all.
    expect(clientAddress(h({ "x-forwarded-for": "203.0.113.7" }), self(2))).toBeNull();
    expect(clientAddress(h({}), self(1))).toBeNull();
  });

  it("on Vercel: the platform's own header", () => {
    expect(
      clientAddress(h({ "x-vercel-forwarded-for": "203.0.113.9", "x-forwarded-for": "203.0.113.9" }), {
        onVercel: true,
        trustedHops: 0,
      }),
    ).toBe("203.0.113.9");
  });

  it("hashes scope and address, never storing the address", () => {
    const key = rateLimitKey("contact", "203.0.113.7", secret);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain("203.0.113.7");
    expect(rateLimitKey("newsletter", "203.0.113.7", secret)).not.toBe(key);
    expect(rateLimitKey("contact", "203.0.113.8", secret)).not.toBe(key);
  });

  it("fixed windows start on the window boundary", () => {
    const tenMinutes = 600_000;
    expect(windowStart(tenMinutes * 3 + 1234, tenMinutes).getTime()).toBe(tenMinutes * 3);
    expect(windowStart(tenMinutes * 4 - 1, tenMinutes).getTime()).toBe(tenMinutes * 3);
  });
});
