import { storage } from "@/lib/storage";
import { isSafeStorageKey } from "@/lib/storage/driver";

/** Content-addressed names (a hex hash in the file name) never change, so they can be cached forever. */
const CONTENT_ADDRESSED = /[0-9a-f]{16,}/;

export async function GET(_request: Request, ctx: { params: Promise<{ path: string[] }> }) {
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

  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Cache-Control": CONTENT_ADDRESSED.test(key) ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Accept-Ranges": "none",
    },
  });
}

function notFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
