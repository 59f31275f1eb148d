import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  mapPagePolicy,
  mediaPolicy,
  newNonce,
  originOf,
  pagePolicy,
  perRequestPolicy,
  rendersPerRequest,
  REVEAL_TIMING_SCRIPT,
  REVEAL_TIMING_SCRIPT_HASH,
  signInPagePolicy,
} from "@/lib/security/content-security-policy";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));

describe("Content-Security-Policy", () => {
  const origins = {
    storage: "https://abc.supabase.co",
    signIn: ["https://accounts.google.com"],
    map: ["https://www.google.com"],
  };

  it("holds every page to this site, with no plugins, no foreign base, forms or framing, and no inline handlers", () => {
    const page = directives(pagePolicy(origins));
    expect(page.get("default-src")).toEqual(["'self'"]);
    expect(page.get("object-src")).toEqual(["'none'"]);
    expect(page.get("base-uri")).toEqual(["'self'"]);
    expect(page.get("form-action")).toEqual(["'self'"]);
    expect(page.get("frame-ancestors")).toEqual(["'self'"]);
    expect(page.get("frame-src")).toEqual(["'none'"]);
    expect(page.get("script-src-attr")).toEqual(["'none'"]);
    expect(page.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("lets media come from and go to the storage's origin only when storage is elsewhere", () => {
    expect(directives(pagePolicy(origins)).get("img-src")).toContain("https://abc.supabase.co");
    expect(directives(pagePolicy(origins)).get("connect-src")).toEqual(["'self'", "https://abc.supabase.co"]);
    expect(directives(pagePolicy({})).get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("allows the map's origin only on map pages, and the sign-in provider only as the sign-in form's target", () => {
    expect(directives(mapPagePolicy(origins)).get("frame-src")).toEqual(["https://www.google.com"]);
    expect(pagePolicy(origins)).not.toContain("www.google.com");
    expect(directives(signInPagePolicy(origins)).get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
    expect(directives(signInPagePolicy(origins)).get("frame-src")).toEqual(["'none'"]);
  });

  it("lets the development server evaluate code and reload over a WebSocket", () => {
    const dev = directives(pagePolicy({ development: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("connect-src")).toContain("ws:");
  });

  it("gives pages rendered per request a nonce instead of 'unsafe-inline'", () => {
    const nonce = newNonce();
    const admin = directives(perRequestPolicy("/admin/menu", origins, nonce));
    expect(admin.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, REVEAL_TIMING_SCRIPT_HASH]);
    expect(admin.get("script-src-attr")).toEqual(["'none'"]);
    expect(admin.get("form-action")).toEqual(["'self'"]);
    expect(directives(perRequestPolicy("/admin/auth", origins, nonce)).get("form-action")).toEqual([
      "'self'",
      "https://accounts.google.com",
    ]);
    expect(directives(pagePolicy(origins)).get("script-src")).toContain("'unsafe-inline'");
  });

  it("makes a new 128-bit nonce each time, in the form Next reads from the policy", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) {
      expect(n).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(n, "base64")).toHaveLength(16);
    }
  });

  it("allows React's reveal-timing script in a static shell by its hash", () => {
    const hash = createHash("sha256").update(REVEAL_TIMING_SCRIPT).digest("base64");
    expect(REVEAL_TIMING_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });

  it("knows which pages are rendered per request", () => {
    for (const p of [
      "/admin",
      "/admin/menu",
      "/booking/a.b",
      "/waitlist/a.b",
      "/enquiry/contact",
      "/newsletter/unsubscribe",
    ])
      expect(rendersPerRequest(p), p).toBe(true);
    for (const p of ["/", "/menu", "/reservations", "/reservations/waitlist", "/administrator", "/newsletter"])
      expect(rendersPerRequest(p), p).toBe(false);
  });

  it("sandboxes stored media opened on its own", () => {
    expect(directives(mediaPolicy()).get("default-src")).toEqual(["'none'"]);
    expect(directives(mediaPolicy()).has("sandbox")).toBe(true);
  });

  it("takes origins from URLs and ignores what is not one", () => {
    expect(originOf("https://abc.supabase.co/storage/v1")).toBe("https://abc.supabase.co");
    expect(originOf(undefined)).toBeNull();
    expect(originOf("not a url")).toBeNull();
  });
});
