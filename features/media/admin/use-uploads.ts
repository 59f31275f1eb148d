"use client";

import { useCallback, useState } from "react";
import type { UploadKind } from "@/lib/storage/media-rules";
import type { QueuedUpload } from "./upload-queue";
import { uploadFile, type UploadResult } from "./upload-file";

let counter = 0;

/** Runs uploads and keeps one queue row per file (progress, preview, outcome). */
export function useUploads() {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);

  const patch = useCallback((id: string, change: Partial<QueuedUpload>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const start = useCallback(
    async (
      file: File,
      opts: { kind: UploadKind; prefix: "gallery" | "hero" | "brochure"; video?: "mp4" | "webm" },
      then?: (result: Extract<UploadResult, { ok: true }>) => Promise<{ ok: true } | { ok: false; error: string }>,
    ): Promise<UploadResult> => {
      const id = `upload-${++counter}`;
      const localUrl = URL.createObjectURL(file);
      // Only a file the browser calls an image or video gets a local preview (no broken-image icon).
      const previewable = file.type.startsWith(`${opts.kind}/`) && file.type !== "image/svg+xml";
      setUploads((list) => [
        ...list,
        {
          id,
          name: file.name,
          progress: 0,
          state: "uploading",
          preview: previewable ? { url: localUrl, kind: opts.kind } : null,
        },
      ]);
      const result = await uploadFile(file, {
        ...opts,
        onProgress: (fraction) =>
          patch(id, fraction >= 1 ? { progress: 1, state: "processing" } : { progress: fraction }),
      });
      if (!result.ok) {
        patch(id, { state: "error", error: result.error, preview: null });
        URL.revokeObjectURL(localUrl);
        return result;
      }
      const followUp = then ? await then(result) : ({ ok: true } as const);
      if (!followUp.ok) {
        patch(id, { state: "error", error: followUp.error });
        return followUp;
      }
      patch(id, {
        state: "done",
        preview:
          result.preview.kind === "image"
            ? { url: result.preview.url, kind: "image" }
            : { url: localUrl, kind: "video" },
      });
      return result;
    },
    [patch],
  );

  const dismiss = useCallback((id: string) => setUploads((list) => list.filter((u) => u.id !== id)), []);

  return { uploads, start, dismiss };
}
