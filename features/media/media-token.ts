import { createHmac, timingSafeEqual } from "node:crypto";
import type { ProcessedMedia } from "./process-upload";

// Processing runs outside the transaction that creates the row, so the action trusts a file's keys
// only with this server-made signature: a browser cannot point a row at files it did not upload.
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function signMedia(media: ProcessedMedia, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ media, at: now })).toString("base64url");
  return `${payload}.${mac(payload, secret)}`;
}

export function verifyMedia(token: string, secret: string, now = Date.now()): ProcessedMedia | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { media, at } = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
      media: ProcessedMedia;
      at: number;
    };
    if (typeof at !== "number" || now - at > MAX_AGE_MS || now < at - 60_000) return null;
    return media;
  } catch {
    return null;
  }
}

function mac(payload: string, secret: string): string {
  return createHmac("sha256", `media-token:${secret}`).update(payload).digest("base64url");
}
