import { getHeroSlides } from "@/features/hero-management/queries";
import { cropPortraitPoster } from "@/features/hero-management/portrait-poster";
import {
  HOUSE_PORTRAIT_POSTER,
  HOUSE_POSTER,
  portraitPosterFormatFromFile,
  posterFormatFromFile,
  posterSource,
  type PosterFormat,
} from "@/features/hero-management/poster-source";
import { storage } from "@/lib/storage";
import { isSafeStorageKey } from "@/lib/storage/driver";

// The poster changes when staff change the first hero video: a short browser cache, then revalidate.
const CACHE = "public, max-age=60, stale-while-revalidate=86400";

// Portrait crops of the current poster, made on first request; a poster's address names its content.
const portraits = new Map<string, Promise<Buffer>>();
const PORTRAITS_KEPT = 8;

function portraitOf(id: string, format: PosterFormat, data: Uint8Array): Promise<Buffer> {
  const key = `${format}:${id}`;
  let crop = portraits.get(key);
  if (!crop) {
    crop = cropPortraitPoster(data, format);
    portraits.set(key, crop);
    crop.catch(() => portraits.delete(key));
    if (portraits.size > PORTRAITS_KEPT) portraits.delete(portraits.keys().next().value as string);
  }
  return crop;
}

function image(data: Uint8Array, contentType: string): Response {
  return new Response(Buffer.from(data), {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": CACHE,
      "Content-Length": String(data.byteLength),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The portrait crop when asked for, else the poster itself (a crop that fails is logged, not fatal). */
async function maybePortrait(
  portrait: boolean,
  id: string,
  format: PosterFormat,
  data: Uint8Array,
  contentType: string,
): Promise<Response> {
  if (!portrait) return image(data, contentType);
  try {
    return image(await portraitOf(id, format, data), `image/${format}`);
  } catch (err) {
    console.error("[hero] poster: could not crop the portrait poster", err);
    return image(data, contentType);
  }
}

/**
 * GET /hero/poster.avif, /hero/poster.webp and their -portrait twins: the current first hero
 * poster (features/hero-management/poster-source.ts), or its middle at 9:16 for phones held upright.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ file: string }> }) {
  const file = (await ctx.params).file;
  const portraitFormat = portraitPosterFormatFromFile(file);
  const format = posterFormatFromFile(file) ?? portraitFormat;
  if (!format)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const portrait = portraitFormat !== null;

  // The house art still welcomes the guest when the database cannot be read (null).
  const slides = (await getHeroSlides()) ?? [];
  const source = posterSource(slides[0], format);

  if (source.kind === "stored" && isSafeStorageKey(source.key)) {
    const stored = await storage().get(source.key);
    if (stored) return maybePortrait(portrait, source.key, format, stored.data, stored.contentType);
  }
  if (source.kind === "remote") {
    const upstream = await fetch(source.url).catch(() => null);
    if (upstream?.ok && upstream.body) {
      const contentType = upstream.headers.get("content-type") ?? "application/octet-stream";
      if (portrait)
        return maybePortrait(true, source.url, format, new Uint8Array(await upstream.arrayBuffer()), contentType);
      return new Response(upstream.body, {
        headers: { "Content-Type": contentType, "Cache-Control": CACHE, "X-Content-Type-Options": "nosniff" },
      });
    }
  }
  const path = source.kind === "redirect" ? source.path : HOUSE_POSTER[format];
  // The house art has a ready-made portrait crop; another file of the site is cropped by the browser.
  const target = portrait && path === HOUSE_POSTER[format] ? HOUSE_PORTRAIT_POSTER[format] : path;
  // A relative Location: correct behind any proxy, whatever host the request came in on.
  return new Response(null, { status: 307, headers: { Location: target, "Cache-Control": CACHE } });
}
