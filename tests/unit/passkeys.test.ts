import { describe, expect, it } from "vitest";
import { RELYING_PARTY_NAME, relyingPartyFor } from "@/features/passkeys/relying-party";
import { passkeyChangeNeedsStep, passkeyStepApplies, stepDestination } from "@/features/passkeys/step";
import type { StaffRole } from "@/lib/auth/permissions";

const SITE = "https://47restaurant.co.uk";

describe("the passkeys' relying party", () => {
  it("is the site's domain, from the site or a subdomain of it", () => {
    expect(relyingPartyFor("https://47restaurant.co.uk", SITE)).toEqual({
      id: "47restaurant.co.uk",
      origin: "https://47restaurant.co.uk",
      name: RELYING_PARTY_NAME,
    });
    expect(relyingPartyFor("https://www.47restaurant.co.uk", SITE)).toMatchObject({
      id: "47restaurant.co.uk",
      origin: "https://www.47restaurant.co.uk",
    });
  });

  it("is localhost on a developer's machine, whatever SITE_URL says", () => {
    expect(relyingPartyFor("http://localhost:3400", "http://127.0.0.1:3400")).toMatchObject({
      id: "localhost",
      origin: "http://localhost:3400",
    });
  });

  it("is none for another host, an IP address, another scheme or no Origin at all", () => {
    for (const origin of [
      "https://evil.example",
      "https://47restaurant.co.uk.evil.example",
      "https://not47restaurant.co.uk",
      "http://47restaurant.co.uk",
      "null",
      "",
      null,
      undefined,
    ]) {
      expect(relyingPartyFor(origin, SITE), String(origin)).toBeNull();
    }
    expect(relyingPartyFor("http://127.0.0.1:3400", "http://127.0.0.1:3400")).toBeNull();
  });
});

describe("the passkey step", () => {
  const access = (role: StaffRole, passkeysRequired: boolean, secondFactor: boolean) => ({
    role,
    passkeysRequired,
    secondFactor,
  });

  it("applies to owners and managers without the step while the owner requires passkeys", () => {
    expect(passkeyStepApplies(access("owner", true, false))).toBe(true);
    expect(passkeyStepApplies(access("manager", true, false))).toBe(true);
    expect(passkeyStepApplies(access("owner", true, true))).toBe(false);
    expect(passkeyStepApplies(access("owner", false, false))).toBe(false);
    expect(passkeyStepApplies(access("host", true, false))).toBe(false);
    expect(passkeyStepApplies(access("editor", true, false))).toBe(false);
  });

  it("holds back passkey changes until the step, except a first passkey", () => {
    expect(passkeyChangeNeedsStep(access("owner", true, false), 0)).toBe(false);
    expect(passkeyChangeNeedsStep(access("owner", true, false), 1)).toBe(true);
    expect(passkeyChangeNeedsStep(access("owner", true, true), 2)).toBe(false);
    expect(passkeyChangeNeedsStep(access("host", true, false), 2)).toBe(false);
  });

  it("goes back only to a path of this site", () => {
    expect(stepDestination("/admin/users")).toBe("/admin/users");
    expect(stepDestination("/admin/enquiries?tab=events#top")).toBe("/admin/enquiries?tab=events#top");
    for (const next of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "admin",
      "",
    ]) {
      expect(stepDestination(next), next).toBe("/admin");
    }
    expect(stepDestination(["/admin/users"])).toBe("/admin");
    expect(stepDestination(undefined, "/admin/account")).toBe("/admin/account");
  });
});
