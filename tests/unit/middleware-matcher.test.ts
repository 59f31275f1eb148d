import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// Next's own compiler for middleware matchers, so the test reads the patterns as the server does.
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { publicRoutes } from "@/lib/site";

const root = process.cwd();
// middleware.ts pulls in Auth.js, which needs Next's server runtime: read its static config instead.
const source = readFileSync(path.join(root, "middleware.ts"), "utf8");
// The matcher is a literal (Next reads it statically too): evaluate just that array.
const matcherText = /matcher:\s*(\[[\s\S]*?\n\s*\]),?\s*\n\s*\}/.exec(source)?.[1] ?? "[]";
type Matcher = string | { source: string; has?: { type: string; key: string }[] };
const matcherList = new Function(`return ${matcherText};`)() as Matcher[];

const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (
    matchers: Matcher[],
    nextConfig: object,
  ) => { regexp: string; has?: { type: string; key: string }[] }[];
};
const compiled = getMiddlewareMatchers(matcherList, {}).map((m) => ({
  re: new RegExp(m.regexp),
  headers: (m.has ?? []).map((h) => h.key.toLowerCase()),
}));
/** Whether the middleware runs for a request to `pathname` carrying these headers (names only). */
const runsOn = (pathname: string, headers: string[] = []) =>
  compiled.some((m) => m.re.test(pathname) && m.headers.every((h) => headers.includes(h)));

const publicFiles = readdirSync(path.join(root, "public")).map((name) => `/${name}/example.webp`);
const siteSegments = readdirSync(path.join(root, "app", "(site)"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => `/${d.name}`);

describe("middleware matcher", () => {
  it("is read from middleware.ts", () => {
    expect(matcherList).toContain("/admin/:path*");
  });

  // Those pages take a per-request nonce for their scripts (lib/security/content-security-policy).
  const PER_REQUEST = ["/enquiry", "/newsletter", "/booking", "/waitlist"];

  it("never runs on a pre-rendered public page, its files or an API route", () => {
    for (const route of [...publicRoutes, "/menu/allergens", "/reservations/waitlist", "/e2e/render-error"])
      expect(runsOn(route), route).toBe(false);
    for (const segment of siteSegments.filter((s) => !PER_REQUEST.includes(s)))
      expect(runsOn(segment === "/e2e" ? "/e2e/render-error" : segment), segment).toBe(false);
    for (const file of publicFiles) expect(runsOn(file), file).toBe(false);
    for (const other of [
      "/_next/static/chunks/a.js",
      "/media/gallery/a.webp",
      "/hero/poster.avif",
      "/api/popups",
      "/api/admin/uploads",
      "/robots.txt",
      "/sitemap.xml",
      "/icon.svg",
      "/opengraph-image",
      "/twitter-image",
    ]) {
      expect(runsOn(other), other).toBe(false);
    }
  });

  it("runs on the public pages rendered per request, to give each its nonce", () => {
    for (const p of ["/enquiry/reservation", "/newsletter/unsubscribe", "/booking/abc.def", "/waitlist/abc.def"])
      expect(runsOn(p), p).toBe(true);
    expect(siteSegments).toEqual(expect.arrayContaining(PER_REQUEST));
  });

  it("runs on every server-action post, wherever it is sent (the cross-site check)", () => {
    for (const p of ["/", "/contact", "/reservations", "/events", "/admin/menu"])
      expect(runsOn(p, ["next-action"]), p).toBe(true);
  });

  it("runs on a % escape under the routes that take path parameters (one that does not decode is a 400)", () => {
    for (const p of ["/media/%E0%A4%A", "/api/enquiries/%", "/hero/%ZZ", "/enquiry/%C0"])
      expect(runsOn(p), p).toBe(true);
  });

  it("runs on the admin area and on unknown paths (the 404 page logs them)", () => {
    for (const p of [
      "/admin",
      "/admin/menu",
      "/admin/enquiries/123",
      "/no-such-page",
      "/menu/no-such-dish",
      "/wp-login.php",
    ])
      expect(runsOn(p), p).toBe(true);
  });
});
