import { randomBytes } from "node:crypto";
import type { UploadKind } from "@/lib/storage/media-rules";

export const UPLOAD_FOLDER = "uploads";
const SUFFIX: Record<UploadKind, string> = { image: "img", video: "vid", document: "doc" };
const KIND_OF_SUFFIX: Record<string, UploadKind> = { img: "image", vid: "video", doc: "document" };
const UPLOAD_KEY = /^uploads\/(?:([0-9a-z]{1,11})-)?([0-9a-f]{32})\.(img|vid|doc)$/;

export const UNFINISHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function newUploadKey(kind: UploadKind, now = Date.now()): string {
  return `${UPLOAD_FOLDER}/${now.toString(36)}-${randomBytes(16).toString("hex")}.${SUFFIX[kind]}`;
}

export function parseUploadKey(key: string): { id: string; kind: UploadKind; issuedAt: number | null } | null {
  const match = UPLOAD_KEY.exec(key);
  if (!match) return null;
  return {
    id: match[2] as string,
    kind: KIND_OF_SUFFIX[match[3] as string] as UploadKind,
    issuedAt: match[1] === undefined ? null : parseInt(match[1], 36),
  };
}

export function unfinishedUploadsToRemove(
  keys: readonly string[],
  now: number,
  maxAgeMs = UNFINISHED_UPLOAD_MAX_AGE_MS,
): string[] {
  return keys.filter((key) => {
    if (!key.startsWith(`${UPLOAD_FOLDER}/`)) return false;
    const parsed = parseUploadKey(key);
    return parsed?.issuedAt == null || now - parsed.issuedAt > maxAgeMs;
  });
}
