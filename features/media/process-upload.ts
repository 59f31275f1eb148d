import type { StorageDriver } from "@/lib/storage/driver";
import {
  detectImageType,
  detectVideoType,
  makeImageVariants,
  storeImageVariants,
  type StoredImageVariants,
} from "@/lib/storage/image-variants";
import { parseUploadKey } from "./upload-keys";
import {
  looksLikePdf,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  tooLargeMessage,
  uploadMessages,
} from "@/lib/storage/media-rules";

export type ProcessedMedia =
  | ({ kind: "image" } & StoredImageVariants)
  | { kind: "video"; format: "mp4" | "webm"; url: string; size: number; storageKeys: string[] }
  | { kind: "document"; url: string; size: number; storageKeys: string[] };

export type ProcessOutcome = { ok: true; media: ProcessedMedia } | { ok: false; error: string };

export type MediaPrefix = "gallery" | "hero" | "brochure";

const HEAD_BYTES = 1024;

/** SVG is XML text: refused outright (it can carry scripts), with its own message. */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (text.startsWith("<svg")) return true;
  return (
    (text.startsWith("<?xml") || text.startsWith("<!--") || text.startsWith("<!doctype svg")) && text.includes("<svg")
  );
}

export async function processUpload(
  storage: StorageDriver,
  opts: { key: string; name: string; prefix: MediaPrefix; video?: "mp4" | "webm" },
): Promise<ProcessOutcome> {
  const parsed = parseUploadKey(opts.key);
  if (!parsed) return { ok: false, error: uploadMessages.missing(opts.name) };
  const head = await storage.readHead(opts.key, HEAD_BYTES);
  if (!head) return { ok: false, error: uploadMessages.missing(opts.name) };

  const refuse = async (error: string): Promise<ProcessOutcome> => {
    await storage.delete([opts.key]);
    return { ok: false, error };
  };

  if (head.size === 0) return refuse(uploadMessages.empty(opts.name));

  if (parsed.kind === "image") {
    if (head.size > MAX_IMAGE_BYTES) return refuse(tooLargeMessage("image", opts.name, head.size));
    if (looksLikeSvg(head.bytes)) return refuse(uploadMessages.svg(opts.name));
    if (!detectImageType(head.bytes)) return refuse(uploadMessages.notImage(opts.name));
    const file = await storage.get(opts.key);
    if (!file) return { ok: false, error: uploadMessages.missing(opts.name) };
    let stored: StoredImageVariants;
    try {
      stored = await storeImageVariants(storage, await makeImageVariants(file.data, { prefix: opts.prefix }));
    } catch (err) {
      if (isDecodeError(err)) return refuse(uploadMessages.unreadableImage(opts.name));
      throw err;
    }
    await storage.delete([opts.key]);
    return { ok: true, media: { kind: "image", ...stored } };
  }

  if (parsed.kind === "document") {
    if (head.size > MAX_DOCUMENT_BYTES) return refuse(tooLargeMessage("document", opts.name, head.size));
    if (!looksLikePdf(head.bytes)) return refuse(uploadMessages.notPdf(opts.name));
    const finalKey = `${opts.prefix}/${parsed.id}.pdf`;
    await storage.move(opts.key, finalKey);
    return {
      ok: true,
      media: { kind: "document", url: storage.publicUrl(finalKey), size: head.size, storageKeys: [finalKey] },
    };
  }

  if (head.size > MAX_VIDEO_BYTES) return refuse(tooLargeMessage("video", opts.name, head.size));
  const type = detectVideoType(head.bytes);
  if (!type) return refuse(uploadMessages.notVideo(opts.name));
  const format = type === "video/mp4" ? "mp4" : "webm";
  if (opts.video && opts.video !== format)
    return refuse(uploadMessages.wrongVideo(opts.name, opts.video === "mp4" ? "MP4" : "WebM"));
  // The random upload id is the final name: unique, so it may be cached for ever like a hash.
  const finalKey = `${opts.prefix}/${parsed.id}.${format}`;
  await storage.move(opts.key, finalKey);
  return {
    ok: true,
    media: { kind: "video", format, url: storage.publicUrl(finalKey), size: head.size, storageKeys: [finalKey] },
  };
}

function isDecodeError(err: unknown): boolean {
  // sharp/libvips reports undecodable or truncated input as a plain Error with these phrases.
  return (
    err instanceof Error &&
    /unsupported image format|corrupt|premature end|bad seek|input (buffer|file) (has|is)|VipsJpeg|pngload|webpload|heifload|Invalid|exceeds pixel limit/i.test(
      err.message,
    )
  );
}
