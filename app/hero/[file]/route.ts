import { getHeroSlides } from "@/lib/data/hero";
import { HOUSE_POSTER, posterFormatFromFile, posterSource } from "@/lib/hero/poster-source";
import { storage } from "@/lib/storage";
import { isSafeStorageKey } from "@/lib/storage/driver";

// The poster changes when staff change the first hero video: a short browser cache, then revalidate.
const CACHE = "public, max-age=60, stale-while-revalidate=86400";

/** GET /hero/poster.avif and /hero/poster.webp: the current first hero poster (lib/hero/poster-source.ts). */
export async function GET(_request: Request, ctx: { params: Promise<{ file: string }> }) {
  const format = posterFormatFromFile((await ctx.params).file);
  if (!format) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  let slides: Awaited<ReturnType<typeof getHeroSlides>> = [];
  try {
    slides = await getHeroSlides();
  } catch (err) {
    // The house art still welcomes the guest when the database cannot be read.
    console.error("[hero] poster: failed to load hero videos", err);
  }
  const source = posterSource(slides[0], format);

  if (source.kind === "stored" && isSafeStorageKey(source.key)) {
    const file = await storage().get(source.key);
    if (file) {
      return new Response(Buffer.from(file.data), {
        headers: { "Content-Type": file.contentType, "Cache-Control": CACHE, "Content-Length": String(file.data.byteLength), "X-Content-Type-Options": "nosniff" },
      });
    }
  }
  if (source.kind === "remote") {
    const upstream = await fetch(source.url).catch(() => null);
    if (upstream?.ok && upstream.body) {
      return new Response(upstream.body, {
        headers: { "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream", "Cache-Control": CACHE, "X-Content-Type-Options": "nosniff" },
      });
    }
  }
  const path = source.kind === "redirect" ? source.path : HOUSE_POSTER[format];
  // A relative Location: correct behind any proxy, whatever host the request came in on.
  return new Response(null, { status: 307, headers: { Location: path, "Cache-Control": CACHE } });
}
