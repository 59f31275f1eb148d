import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The local driver's public route: right content type, long caching for content-addressed names,
 * byte ranges, and a plain 404 for anything outside the media folder however it is spelled.
 */
let dir: string;
let GET: (request: Request, ctx: { params: Promise<{ path: string[] }> }) => Promise<Response>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "media-route-"));
  process.env.DATA_DIR = dir;
  await mkdir(path.join(dir, "media", "gallery"), { recursive: true });
  await writeFile(path.join(dir, "media", "gallery", "0123456789abcdef.avif"), "avif-bytes");
  await writeFile(path.join(dir, "media", "gallery", "plain-name.webp"), "webp-bytes");
  // A secret next to the media folder that traversal would reach.
  await writeFile(path.join(dir, "secret.txt"), "do not serve");
  ({ GET } = await import("@/app/media/[...path]/route"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Next hands the handler the decoded path segments; the raw URL path is split the same way here. */
function get(rawPath: string, headers: Record<string, string> = {}) {
  const segments = rawPath.split("/").map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return GET(new Request(`http://localhost/media/${rawPath}`, { headers }), {
    params: Promise.resolve({ path: segments }),
  });
}

describe("media route", () => {
  it("serves a stored file with its content type and immutable caching for a content-addressed name", async () => {
    const res = await get("gallery/0123456789abcdef.avif");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("avif-bytes");
  });

  it("caches a name without a hash only briefly, and answers byte ranges", async () => {
    const res = await get("gallery/plain-name.webp", { range: "bytes=0-3" });
    expect(res.status).toBe(206);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("content-range")).toBe("bytes 0-3/10");
    expect(await res.text()).toBe("webp");
  });

  it("answers 404 for a missing file", async () => {
    expect((await get("gallery/fedcba9876543210.webp")).status).toBe(404);
    expect((await get("gallery")).status).toBe(404);
  });

  it.each([
    ["dot-dot segments", "../secret.txt"],
    ["dot-dot inside", "gallery/../../secret.txt"],
    ["encoded dot-dot", "%2e%2e/secret.txt"],
    ["encoded slash", "..%2fsecret.txt"],
    ["encoded slash inside a segment", "gallery%2f..%2f..%2fsecret.txt"],
    ["double-encoded traversal", "%252e%252e%252fsecret.txt"],
    ["encoded backslash", "..%5csecret.txt"],
    ["absolute path", "%2fetc%2fpasswd"],
    ["absolute path, empty first segment", "/etc/passwd"],
    ["NUL byte", "gallery/plain-name.webp%00.txt"],
    ["bad escape", "gallery/%E0%A4%A.webp"],
  ])("refuses %s with a plain 404", async (_label, raw) => {
    const res = await get(raw);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not found");
  });
});
