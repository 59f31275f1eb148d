import { storage } from "@/lib/storage";
import { isSafeStorageKey } from "@/lib/storage/driver";
import { parseRange } from "@/lib/storage/range";

/** Content-addressed names (a hex hash in the file name) never change, so they can be cached forever. */
const CONTENT_ADDRESSED = /[0-9a-f]{16,}/;

export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  let key: string;
  try {
    // Next hands us decoded segments; a segment that still holds "/" or "\" was encoded traversal.
    key = path.map((segment) => decodeURIComponent(segment)).join("/");
  } catch {
    return notFound();
  }
  if (path.some((s) => s.includes("/") || s.includes("\\")) || !isSafeStorageKey(key)) return notFound();

  const file = await storage().get(key);
  if (!file) return notFound();

  const size = file.data.byteLength;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": CONTENT_ADDRESSED.test(key) ? "public, max-age=31536000, immutable" : "public, max-age=300",
    "X-Content-Type-Options": "nosniff",
    // Videos seek and loop by asking for byte ranges.
    "Accept-Ranges": "bytes",
  };

  const range = parseRange(request.headers.get("range"), size);
  if (range === "invalid") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  }
  if (range) {
    const body = file.data.subarray(range.start, range.end + 1);
    return new Response(Buffer.from(body), {
      status: 206,
      headers: {
        ...headers,
        "Content-Length": String(body.byteLength),
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
      },
    });
  }
  return new Response(Buffer.from(file.data), { headers: { ...headers, "Content-Length": String(size) } });
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
