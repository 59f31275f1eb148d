import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isAllowlisted } from "@/lib/auth/allowlist";
import { authorizeDevLogin } from "@/lib/auth/dev-login";
import { SIGN_IN_LIMITS, signInAttemptAllowed } from "@/lib/auth/sign-in-throttle";
import { seedAdminAllowlist } from "@/lib/db/prepare";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedAdminAllowlist(database, ["admin@47restaurant.local"]);
});
afterAll(async () => {
  await database.dispose();
});

describe("allowlist and the local sign-in", () => {
  it("finds allowlisted e-mails whatever their case", async () => {
    expect(await isAllowlisted(database.db, "Admin@47Restaurant.local")).toBe(true);
    expect(await isAllowlisted(database.db, "guest@example.com")).toBe(false);
    expect(await isAllowlisted(database.db, undefined)).toBe(false);
  });

  it("signs in an allowlisted e-mail, lower-cased", async () => {
    expect(await authorizeDevLogin(database.db, { email: " ADMIN@47restaurant.local " })).toEqual({
      id: "admin@47restaurant.local",
      email: "admin@47restaurant.local",
      name: "admin@47restaurant.local",
    });
  });

  it("refuses anyone not on the allowlist, and nonsense", async () => {
    expect(await authorizeDevLogin(database.db, { email: "guest@example.com" })).toBeNull();
    expect(await authorizeDevLogin(database.db, { email: "" })).toBeNull();
    expect(await authorizeDevLogin(database.db, { email: ["admin@47restaurant.local"] })).toBeNull();
    expect(await authorizeDevLogin(database.db, undefined)).toBeNull();
  });
});

describe("sign-in attempts are limited per client and per address", () => {
  const secret = "integration-secret-0123456789abcdef";
  const now = Date.UTC(2026, 5, 14, 12, 0, 0);
  const behindProxy = { onVercel: false, trustedHops: 1 };
  const attempt = (ip: string | null, email?: string, at = now) =>
    signInAttemptAllowed(database.db, {
      headers: new Headers(ip ? { "x-forwarded-for": ip } : {}),
      email,
      now: at,
      secret,
      proxies: behindProxy,
    });

  it("one client gets its share, then waits; another client is unaffected", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const results = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.max + 1; i++) results.push(await attempt("203.0.113.7"));
    warn.mockRestore();
    expect(results.filter(Boolean)).toHaveLength(SIGN_IN_LIMITS.perClient.max);
    expect(results.at(-1)).toBe(false);
    expect(await attempt("203.0.113.8")).toBe(true);
    expect(await attempt("203.0.113.7", undefined, now + SIGN_IN_LIMITS.perClient.windowMs)).toBe(true);
  });

  it("one address gets its share, whichever clients the attempts come from, whatever its case", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const results = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max + 1; i++)
      results.push(await attempt(`198.51.100.${i}`, i % 2 ? "Target@47Restaurant.local" : "target@47restaurant.local"));
    warn.mockRestore();
    expect(results.filter(Boolean)).toHaveLength(SIGN_IN_LIMITS.perAddress.max);
    expect(await attempt("198.51.100.200", "someone-else@47restaurant.local")).toBe(true);
  });

  it("clients that cannot be told apart share one generous count", async () => {
    expect(SIGN_IN_LIMITS.everyClient.max).toBeGreaterThan(10 * SIGN_IN_LIMITS.perClient.max);
    expect(await attempt(null)).toBe(true);
  });
});
