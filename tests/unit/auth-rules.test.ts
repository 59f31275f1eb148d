import { describe, expect, it } from "vitest";
import {
  ADMIN_STATUS_TTL_MS,
  adminGateDecision,
  adminStatusIsStale,
  safeAuthRedirect,
  isGuardedAdminPath,
  normaliseEmail,
  signInErrorMessage,
  verifiedEmailFromProfile,
} from "@/lib/auth/rules";

describe("staff sign-in rules", () => {
  it.each([
    ["  Chef@47Restaurant.CO.UK ", "chef@47restaurant.co.uk"],
    ["no-at-sign", null],
    [undefined, null],
  ])("compares e-mails lower-cased and trimmed (%j)", (email, expected) => {
    expect(normaliseEmail(email)).toBe(expected);
  });

  it("only accepts e-mails the issuer has verified", () => {
    expect(verifiedEmailFromProfile({ email: "A@b.com", email_verified: true })).toBe("a@b.com");
    expect(verifiedEmailFromProfile({ email: "a@b.com", email_verified: false })).toBeNull();
    expect(verifiedEmailFromProfile({ email: "a@b.com" })).toBeNull();
    expect(verifiedEmailFromProfile(null)).toBeNull();
  });

  it("re-checks the admin status after five minutes", () => {
    const now = 1_000_000_000;
    expect(adminStatusIsStale(now - ADMIN_STATUS_TTL_MS + 1, now)).toBe(false);
    expect(adminStatusIsStale(now - ADMIN_STATUS_TTL_MS, now)).toBe(true);
    expect(adminStatusIsStale(undefined, now)).toBe(true);
    expect(adminStatusIsStale(now + 60_000, now)).toBe(true);
  });

  it("gates every admin path except sign-in and access denied", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/menu",
      "/admin.rsc",
      "/admin/users.rsc",
      "/%61dmin/menu",
      "//admin",
      "/ADMIN",
    ]) {
      expect(isGuardedAdminPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/administrator",
      "/menu",
      "/admin/auth",
      "/admin/auth.rsc",
      "/admin/access-denied",
      "/admin/access-denied/",
    ]) {
      expect(isGuardedAdminPath(path), path).toBe(false);
    }
  });

  it("sends the signed-out to sign-in and non-admins to access denied", () => {
    expect(adminGateDecision("/admin/menu", null)).toEqual({ kind: "redirect", to: "/admin/auth" });
    expect(adminGateDecision("/admin/menu", { isAdmin: false })).toEqual({
      kind: "redirect",
      to: "/admin/access-denied",
    });
    expect(adminGateDecision("/admin/menu", {})).toEqual({ kind: "redirect", to: "/admin/access-denied" });
    expect(adminGateDecision("/admin/menu", { isAdmin: true })).toEqual({ kind: "pass" });
    expect(adminGateDecision("/admin/auth", null)).toEqual({ kind: "pass" });
    expect(adminGateDecision("/menu", null)).toEqual({ kind: "pass" });
  });

  it("maps Auth.js error codes to the SPEC's sign-in messages", () => {
    expect(signInErrorMessage(undefined)).toBeNull();
    for (const code of ["AccessDenied", ["OAuthCallbackError"]]) {
      expect(signInErrorMessage(code)).toBe("Failed to sign in with Google");
    }
    for (const code of ["Configuration", "something-new"]) {
      expect(signInErrorMessage(code)).toBe("An unexpected error occurred");
    }
  });
});

describe("where sign-in and sign-out may redirect", () => {
  const site = "https://47restaurant.co.uk";

  it("keeps a path or an address on the site's own origin", () => {
    expect(safeAuthRedirect("/admin", site, site)).toBe(`${site}/admin`);
    expect(safeAuthRedirect(`${site}/admin/menu`, site, site)).toBe(`${site}/admin/menu`);
  });

  it("never follows a forwarded host or a callback to another site", () => {
    expect(safeAuthRedirect("https://evil.example/", "https://evil.example", site)).toBe(`${site}/`);
    expect(safeAuthRedirect("/admin", "https://evil.example", site)).toBe(`${site}/admin`);
    expect(safeAuthRedirect("https://evil.example/x", site, site)).toBe(`${site}/`);
    expect(safeAuthRedirect("//evil.example/x", site, site)).toBe(`${site}/`);
    expect(safeAuthRedirect("javascript:alert(1)", site, site)).toBe(`${site}/`);
  });

  it("on a developer's own machine, the loopback address they used", () => {
    expect(safeAuthRedirect("/admin", "http://127.0.0.1:3000", "http://localhost:3000")).toBe(
      "http://127.0.0.1:3000/admin",
    );
  });
});
