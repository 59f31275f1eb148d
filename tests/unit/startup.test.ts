import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { register } from "@/instrumentation";
import { assertStartupEnv } from "@/lib/startup";

/** A production server's environment that passes every start-up check. */
const SAFE = {
  NEXT_RUNTIME: "nodejs",
  NEXT_PHASE: "phase-production-server",
  NODE_ENV: "production",
  SITE_URL: "https://47restaurant.co.uk",
  AUTH_SECRET: "s".repeat(32),
};

function stubAll(values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) vi.stubEnv(k, v);
}

let exit: ReturnType<typeof vi.spyOn>;
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // register() ends the process on a refused configuration; here that becomes a thrown error.
  exit = vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
    throw new Error(`process.exit(${code})`);
  }) as never);
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("server start-up", () => {
  it("refuses the password-less local sign-in in a production deployment: says why and exits 1 before opening the database", async () => {
    stubAll({ ...SAFE, AUTH_DEV_LOGIN: "true", DATABASE_URL: "postgres://nobody@127.0.0.1:1/never-opened" });
    await expect(register()).rejects.toThrow("process.exit(1)");
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/AUTH_DEV_LOGIN is a local-only password-less sign-in/);
  });

  it("refuses it on Vercel even with a loopback SITE_URL", async () => {
    stubAll({ ...SAFE, VERCEL: "1", SITE_URL: "http://localhost:3000", AUTH_DEV_LOGIN: "true" });
    await expect(register()).rejects.toThrow("process.exit(1)");
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/AUTH_DEV_LOGIN/);
  });

  it("refuses a production server without AUTH_SECRET, or with a short one, wherever it runs", async () => {
    for (const place of [{ SITE_URL: "https://47restaurant.co.uk" }, { SITE_URL: "http://127.0.0.1:3000" }]) {
      expect(() => assertStartupEnv({ ...SAFE, ...place, AUTH_SECRET: undefined })).toThrow(
        /AUTH_SECRET: is required in production/,
      );
      expect(() => assertStartupEnv({ ...SAFE, ...place, AUTH_SECRET: "x".repeat(31) })).toThrow(
        /AUTH_SECRET: is 31 characters; at least 32 are required/,
      );
      expect(() => assertStartupEnv({ ...SAFE, ...place })).not.toThrow();
    }
    stubAll({ ...SAFE, AUTH_SECRET: "", DATABASE_URL: "postgres://nobody@127.0.0.1:1/never-opened" });
    await expect(register()).rejects.toThrow("process.exit(1)");
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/AUTH_SECRET/);
  });

  it("does not ask development or the build for a secret", () => {
    expect(() => assertStartupEnv({ NODE_ENV: "development" })).not.toThrow();
    expect(() => assertStartupEnv({ NODE_ENV: "test" })).not.toThrow();
  });
});
