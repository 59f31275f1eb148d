import { describe, expect, it } from "vitest";

import { testHooksAllowed } from "@/app/api/test-hooks/guard";

describe("e2e test hooks", () => {
  const local = { NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100" };
  it("are on only when the e2e server asks for them", () => {
    expect(testHooksAllowed(true, local)).toBe(true);
    expect(testHooksAllowed(false, local)).toBe(false);
  });
  it("are never on in a public deployment", () => {
    expect(testHooksAllowed(true, { NODE_ENV: "production", SITE_URL: "https://47restaurant.co.uk" })).toBe(false);
    expect(testHooksAllowed(true, { NODE_ENV: "production", SITE_URL: "http://localhost:3000", VERCEL: "1" })).toBe(
      false,
    );
  });
});
