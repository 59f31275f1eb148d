import { describe, expect, it } from "vitest";
import { isLoopbackUrl, parseEnv } from "@/lib/env";

describe("environment", () => {
  it("has working defaults for a local run", () => {
    const e = parseEnv({});
    expect(e).toMatchObject({
      DATA_DIR: ".data",
      SITE_URL: "http://localhost:3000",
      PORT: 3000,
      ADMIN_EMAILS: [],
      AUTH_DEV_LOGIN: false,
    });
    expect(e.authSecret.length).toBeGreaterThan(31);
  });

  it("lower-cases and trims the admin e-mails", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Owner@Example.com, ,chef@example.com " }).ADMIN_EMAILS).toEqual([
      "owner@example.com",
      "chef@example.com",
    ]);
  });

  it("refuses AUTH_DEV_LOGIN in a production deployment", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", AUTH_DEV_LOGIN: "true", SITE_URL: "https://47restaurant.co.uk" }),
    ).toThrow(/AUTH_DEV_LOGIN/);
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        AUTH_DEV_LOGIN: "true",
        VERCEL: "1",
        SITE_URL: "http://localhost:3000",
        AUTH_SECRET: "x".repeat(40),
      }),
    ).toThrow(/AUTH_DEV_LOGIN/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", AUTH_DEV_LOGIN: "true", SITE_URL: "http://192.168.1.20:3000" }),
    ).toThrow(/AUTH_DEV_LOGIN/);
  });

  it("allows AUTH_DEV_LOGIN in development and on a loopback production server", () => {
    expect(
      parseEnv({ NODE_ENV: "development", AUTH_DEV_LOGIN: "true", SITE_URL: "https://47restaurant.co.uk" })
        .AUTH_DEV_LOGIN,
    ).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", AUTH_DEV_LOGIN: "true", SITE_URL: "http://127.0.0.1:3100" }).AUTH_DEV_LOGIN,
    ).toBe(true);
  });

  it("refuses to start on Vercel without DATABASE_URL, saying why, and starts with it", () => {
    const vercel = {
      NODE_ENV: "production",
      VERCEL: "1",
      SITE_URL: "https://47restaurant.co.uk",
      AUTH_SECRET: "x".repeat(40),
    };
    expect(() => parseEnv(vercel)).toThrow(
      /DATABASE_URL is required on Vercel: the embedded database needs a writable disk/,
    );
    expect(parseEnv({ ...vercel, DATABASE_URL: "postgres://u:p@db.example:6543/postgres" }).DATABASE_URL).toBeTruthy();
    expect(parseEnv({ NODE_ENV: "production", SITE_URL: "https://47restaurant.co.uk" }).DATABASE_URL).toBeUndefined();
  });

  it("requires AUTH_SECRET on Vercel and a service key with Supabase", () => {
    expect(() => parseEnv({ NODE_ENV: "production", VERCEL: "1", SITE_URL: "https://47restaurant.co.uk" })).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => parseEnv({ SUPABASE_URL: "https://abc.supabase.co" })).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ NOTIFY_EMAIL: "nobody" })).toThrow(/NOTIFY_EMAIL/);
  });

  it("reads the forms' minimum fill time in any deployment, test hooks or not", () => {
    expect(parseEnv({}).FORM_MIN_FILL_MS).toBeUndefined();
    expect(parseEnv({ FORM_MIN_FILL_MS: "0" }).FORM_MIN_FILL_MS).toBe(0);
    expect(
      parseEnv({
        NODE_ENV: "production",
        SITE_URL: "https://47restaurant.co.uk",
        AUTH_SECRET: "x".repeat(40),
        FORM_MIN_FILL_MS: "3500",
      }).FORM_MIN_FILL_MS,
    ).toBe(3500);
    expect(() => parseEnv({ FORM_MIN_FILL_MS: "2s" })).toThrow(/FORM_MIN_FILL_MS/);
  });

  it("recognises loopback addresses", () => {
    expect(
      ["http://localhost:3000", "http://127.0.0.1", "http://[::1]:3000", "http://127.1.2.3"].map(isLoopbackUrl),
    ).toEqual([true, true, true, true]);
    expect(["https://example.com", "http://10.0.0.1", "garbage"].map(isLoopbackUrl)).toEqual([false, false, false]);
  });
});
