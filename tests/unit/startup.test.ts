import { afterEach, describe, expect, it, vi } from "vitest";
import { register } from "@/instrumentation";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("server start-up", () => {
  it("refuses the password-less local sign-in in a production deployment before opening the database", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", "https://47restaurant.co.uk");
    vi.stubEnv("AUTH_DEV_LOGIN", "true");
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/never-opened");
    await expect(register()).rejects.toThrow(/AUTH_DEV_LOGIN is a local-only password-less sign-in/);
  });

  it("refuses it on Vercel even with a loopback SITE_URL", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("AUTH_SECRET", "x".repeat(40));
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("AUTH_DEV_LOGIN", "true");
    await expect(register()).rejects.toThrow(/AUTH_DEV_LOGIN/);
  });
});
