import { describe, expect, it } from "vitest";
import { nextRouterStateValidator, refusalFor } from "@/lib/security/malformed-requests";

const valid = nextRouterStateValidator();
const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  refusalFor({ method, url, headers: { host: "47restaurant.test", ...headers } }, valid);
const tree = (state: unknown) => encodeURIComponent(JSON.stringify(state));

describe("requests refused before they reach Next", () => {
  it("TRACE, TRACK and CONNECT on any path: 405 naming what is allowed", () => {
    for (const path of ["/", "/menu", "/admin", "/api/form-token", "/media/x.webp"]) {
      expect(request("TRACE", path)).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
    expect(request("track", "/")?.status).toBe(405);
    expect(request("GET", "/")).toBeNull();
    expect(request("HEAD", "/menu")).toBeNull();
  });

  it("a router state header Next cannot read: 400; one it can read passes", () => {
    expect(request("GET", "/menu", { rsc: "1", "next-router-state-tree": "%5B%22x" })?.status).toBe(400);
    expect(request("GET", "/menu", { rsc: "1", "next-router-state-tree": tree({ a: 1 }) })?.status).toBe(400);
    expect(request("GET", "/menu", { rsc: "1", "next-router-state-tree": "%E0%A4%A" })?.status).toBe(400);
    expect(
      request("GET", "/menu", { rsc: "1", "next-router-state-tree": tree(["", { children: ["menu", {}] }]) }),
    ).toBeNull();
  });

  it("an action over 2 MB: 413, by its header or by a form field naming the action", () => {
    const big = String(3 * 1024 * 1024);
    expect(request("POST", "/contact", { "next-action": "abc", "content-length": big })?.status).toBe(413);
    expect(
      request("POST", "/contact", { "content-type": "multipart/form-data; boundary=x", "content-length": big })?.status,
    ).toBe(413);
    expect(request("POST", "/contact", { "next-action": "abc", "content-length": "2000" })).toBeNull();
  });

  it("an action named in a form field from another site: 403, like one named in the header", () => {
    const crossSite = { "content-type": "multipart/form-data; boundary=x", origin: "https://evil.example" };
    expect(request("POST", "/admin/menu", crossSite)?.status).toBe(403);
    expect(request("POST", "/contact", { "next-action": "abc", origin: "https://evil.example" })?.status).toBe(403);
    expect(request("POST", "/contact", { ...crossSite, origin: "https://47restaurant.test" })).toBeNull();
    // The no-JavaScript form routes and uploads have their own checks and limits.
    expect(request("POST", "/api/enquiries/contact", crossSite)).toBeNull();
  });
});
