import { describe, expect, it } from "vitest";
import { DEFAULT_MIN_FILL_MS, TOKEN_MAX_AGE_MS, checkFormToken, honeypotTripped, issueFormToken } from "@/lib/actions/form-token";
import { clientAddress, rateLimitKey, windowStart } from "@/lib/actions/rate-limit";

const secret = "unit-test-secret-0123456789abcdef";
const t0 = 1_780_000_000_000;

describe("form token and minimum fill time", () => {
  const token = issueFormToken(t0, secret);

  it("defaults to two seconds", () => {
    expect(DEFAULT_MIN_FILL_MS).toBe(2000);
  });

  it("accepts a form filled in at a human pace", () => {
    expect(checkFormToken(token, { now: t0 + 2000, secret, minFillMs: 2000 })).toEqual({ ok: true, elapsedMs: 2000 });
  });

  it("refuses a submission faster than the minimum", () => {
    expect(checkFormToken(token, { now: t0 + 1999, secret, minFillMs: 2000 })).toEqual({ ok: false, reason: "too-fast" });
    expect(checkFormToken(token, { now: t0, secret, minFillMs: 2000 })).toEqual({ ok: false, reason: "too-fast" });
  });

  it("refuses a missing, forged or re-dated token", () => {
    expect(checkFormToken(undefined, { now: t0 + 5000, secret, minFillMs: 2000 })).toEqual({ ok: false, reason: "missing" });
    expect(checkFormToken("garbage", { now: t0 + 5000, secret, minFillMs: 2000 })).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken(issueFormToken(t0, "another-secret-0123456789"), { now: t0 + 5000, secret, minFillMs: 2000 })).toEqual({ ok: false, reason: "invalid" });
    const [, signature] = token.split(".");
    expect(checkFormToken(`${t0 - 60_000}.${signature}`, { now: t0 + 5000, secret, minFillMs: 2000 })).toEqual({ ok: false, reason: "invalid" });
  });

  it("treats a token from the far future as forged and a very old one as stale", () => {
    expect(checkFormToken(issueFormToken(t0 + 60_000, secret), { now: t0, secret, minFillMs: 0 })).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken(token, { now: t0 + TOKEN_MAX_AGE_MS + 1, secret, minFillMs: 2000 })).toEqual({ ok: false, reason: "expired" });
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
    expect(clientAddress(h({ "x-vercel-forwarded-for": "203.0.113.9", "x-forwarded-for": "203.0.113.9" }), { onVercel: true, trustedHops: 0 })).toBe("203.0.113.9");
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
