"use server";

import { after } from "next/server";
import { z } from "@/lib/zod";
import { verifyPermission } from "@/lib/auth/admin";
import { ADMIN_ACTION_MESSAGES } from "@/lib/actions/admin-action";
import { env } from "@/lib/env";
import { signMedia } from "@/features/media/media-token";
import { processUpload } from "@/features/media/process-upload";
import { MAX_BYTES, tooLargeMessage, uploadMessages } from "@/lib/storage/media-rules";
import { sweepUnfinishedUploadsNowAndThen } from "@/features/media/sweep-unfinished-uploads";
import { newUploadKey } from "@/features/media/upload-keys";
import { storage, type UploadTarget } from "@/lib/storage";

/**
 * The storage-only steps around a browser upload: where to send the bytes (so no request-body limit
 * caps a large video), then check them and return a signed result a section's action accepts.
 */

/** A request that parses, from someone allowed to edit content; otherwise the refusal the uploader shows. */
async function allowedRequest<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; error: string }> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "That file could not be uploaded." };
  if ((await verifyPermission("content.edit")).kind !== "admin")
    return { ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised };
  return { ok: true, data: parsed.data };
}

const requestSchema = z.object({
  kind: z.enum(["image", "video", "document"]),
  name: z.string().trim().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(100),
});

export type RequestUploadResult = { ok: true; key: string; target: UploadTarget } | { ok: false; error: string };

export async function requestUpload(raw: z.input<typeof requestSchema>): Promise<RequestUploadResult> {
  const parsed = await allowedRequest(requestSchema, raw);
  if (!parsed.ok) return parsed;
  const { kind, name, size, type } = parsed.data;
  if (size === 0) return { ok: false, error: uploadMessages.empty(name) };
  if (size > MAX_BYTES[kind]) return { ok: false, error: tooLargeMessage(kind, name, size) };
  if (type === "image/svg+xml" || /\.svgz?$/i.test(name)) return { ok: false, error: uploadMessages.svg(name) };
  try {
    const key = newUploadKey(kind);
    const target = await storage().createUploadTarget(key, type || "application/octet-stream");
    after(() => sweepUnfinishedUploadsNowAndThen(storage()));
    return { ok: true, key, target };
  } catch (err) {
    console.error("[uploads] could not create an upload target", err);
    return { ok: false, error: uploadMessages.failed(name) };
  }
}

const finishSchema = z.object({
  key: z.string().max(200),
  name: z.string().trim().min(1).max(255),
  prefix: z.enum(["gallery", "hero", "brochure"]),
  video: z.enum(["mp4", "webm"]).optional(),
});

export interface UploadPreview {
  kind: "image" | "video" | "document";
  url: string;
  full?: string;
  width: number | null;
  height: number | null;
}

export type FinishUploadResult = { ok: true; token: string; preview: UploadPreview } | { ok: false; error: string };

export async function finishUpload(raw: z.input<typeof finishSchema>): Promise<FinishUploadResult> {
  const parsed = await allowedRequest(finishSchema, raw);
  if (!parsed.ok) return parsed;
  try {
    const outcome = await processUpload(storage(), parsed.data);
    if (!outcome.ok) return outcome;
    const { media } = outcome;
    const preview: UploadPreview =
      media.kind === "image"
        ? { kind: "image", url: media.thumbnailUrl, full: media.imageWebp, width: media.width, height: media.height }
        : { kind: media.kind, url: media.url, width: null, height: null };
    return { ok: true, token: signMedia(media, env().authSecret), preview };
  } catch (err) {
    console.error("[uploads] processing failed", err);
    return { ok: false, error: uploadMessages.failed(parsed.data.name) };
  }
}
