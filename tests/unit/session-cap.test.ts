import { describe, expect, it } from "vitest";
import { authConfig } from "@/lib/auth/config";
import { SESSION_MAX_AGE_SECONDS, sessionHasLapsed } from "@/lib/auth/rules";

const HOUR = 60 * 60 * 1000;
type JwtParams = Parameters<typeof authConfig.callbacks.jwt>[0];
const jwt = (params: Partial<JwtParams>) => authConfig.callbacks.jwt({ token: {}, ...params } as JwtParams);

describe("staff session length", () => {
  it("is eight hours from sign-in, however often the session is read in between", () => {
    const signedIn = Date.UTC(2026, 10, 25, 9, 0);
    expect(SESSION_MAX_AGE_SECONDS).toBe(8 * 60 * 60);
    expect(sessionHasLapsed(signedIn, signedIn + 7.99 * HOUR)).toBe(false);
    expect(sessionHasLapsed(signedIn, signedIn + 8 * HOUR)).toBe(true);
    // No sign-in time, or one in the future, is not a session this server issued.
    expect(sessionHasLapsed(undefined, signedIn)).toBe(true);
    expect(sessionHasLapsed("yesterday", signedIn)).toBe(true);
    expect(sessionHasLapsed(signedIn + HOUR, signedIn)).toBe(true);
  });

  it("a token gets its sign-in time at sign-in, and one past its eight hours ends the session (null) instead of being renewed", () => {
    const fresh = jwt({ user: { email: "Chef@Example.com" } });
    expect(fresh).toMatchObject({ email: "chef@example.com", signedInAt: expect.any(Number) });
    expect(jwt({ token: { email: "chef@example.com", signedInAt: Date.now() - HOUR } })).toMatchObject({
      email: "chef@example.com",
    });
    expect(jwt({ token: { email: "chef@example.com", signedInAt: Date.now() - 9 * HOUR } })).toBeNull();
    expect(jwt({ token: { email: "chef@example.com" } })).toBeNull();
  });
});
