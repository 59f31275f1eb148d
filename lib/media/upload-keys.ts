import { randomBytes } from "node:crypto";
import type { UploadKind } from "./rules";

/**
 * Uploads land under uploads/ with a random name the server chose; the suffix records what kind
 * of file was announced, so the local upload route knows which size limit to enforce.
 */
const SUFFIX: Record<UploadKind, string> = { image: "img", video: "vid" };
const UPLOAD_KEY = /^uploads\/([0-9a-f]{32})\.(img|vid)$/;

export function newUploadKey(kind: UploadKind): string {
  return `uploads/${randomBytes(16).toString("hex")}.${SUFFIX[kind]}`;
}

export function parseUploadKey(key: string): { id: string; kind: UploadKind } | null {
  const match = UPLOAD_KEY.exec(key);
  if (!match) return null;
  return { id: match[1] as string, kind: match[2] === "img" ? "image" : "video" };
}
