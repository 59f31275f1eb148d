import { randomBytes } from "node:crypto";
import type { UploadKind } from "./rules";

/**
 * Uploads land under uploads/ with a name the server chose: the time it was issued, a random id,
 * and a suffix for the kind of file announced (the local upload route enforces that kind's size
 * limit). The time lets a sweep find uploads that were started and never finished, without a
 * table of its own or the storage's timestamps.
 */
export const UPLOAD_FOLDER = "uploads";
const SUFFIX: Record<UploadKind, string> = { image: "img", video: "vid", document: "doc" };
const KIND_OF_SUFFIX: Record<string, UploadKind> = { img: "image", vid: "video", doc: "document" };
const UPLOAD_KEY = /^uploads\/(?:([0-9a-z]{1,11})-)?([0-9a-f]{32})\.(img|vid|doc)$/;

/** How long an unfinished upload may wait: past this its staging file is removed. */
export const UNFINISHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function newUploadKey(kind: UploadKind, now = Date.now()): string {
  return `${UPLOAD_FOLDER}/${now.toString(36)}-${randomBytes(16).toString("hex")}.${SUFFIX[kind]}`;
}

/** `issuedAt` is null for keys issued before names carried their time. */
export function parseUploadKey(key: string): { id: string; kind: UploadKind; issuedAt: number | null } | null {
  const match = UPLOAD_KEY.exec(key);
  if (!match) return null;
  return {
    id: match[2] as string,
    kind: KIND_OF_SUFFIX[match[3] as string] as UploadKind,
    issuedAt: match[1] === undefined ? null : parseInt(match[1], 36),
  };
}

/**
 * Of the keys under uploads/, those to remove: issued more than `maxAgeMs` ago, issued before
 * keys carried their time (older than any upload still running), or not an upload key at all.
 * Finished uploads have already left uploads/ (processing re-encodes or moves them).
 */
export function unfinishedUploadsToRemove(keys: readonly string[], now: number, maxAgeMs = UNFINISHED_UPLOAD_MAX_AGE_MS): string[] {
  return keys.filter((key) => {
    if (!key.startsWith(`${UPLOAD_FOLDER}/`)) return false;
    const parsed = parseUploadKey(key);
    return parsed?.issuedAt == null || now - parsed.issuedAt > maxAgeMs;
  });
}
