import { finishUpload, requestUpload, type UploadPreview } from "@/features/media/upload-actions";
import { MAX_BYTES, tooLargeMessage, uploadMessages, type UploadKind } from "@/lib/storage/media-rules";
import { uploadRequestBody, type UploadTarget } from "@/lib/storage/driver";

export type UploadResult = { ok: true; token: string; preview: UploadPreview } | { ok: false; error: string };

/** One file: ask where to send it, send it with progress (XMLHttpRequest: fetch cannot report it), then have the server process it. */
export async function uploadFile(
  file: File,
  opts: {
    kind: UploadKind;
    prefix: "gallery" | "hero" | "brochure";
    video?: "mp4" | "webm";
    onProgress: (fraction: number) => void;
  },
): Promise<UploadResult> {
  // Refused before a byte is sent; the server checks the same limits again.
  if (file.size === 0) return { ok: false, error: uploadMessages.empty(file.name) };
  if (file.size > MAX_BYTES[opts.kind]) return { ok: false, error: tooLargeMessage(opts.kind, file.name, file.size) };

  try {
    const target = await requestUpload({ kind: opts.kind, name: file.name, size: file.size, type: file.type });
    if (!target.ok) return target;
    const sent = await send(file, target.target, opts.onProgress);
    if (sent === "too-large") return { ok: false, error: tooLargeMessage(opts.kind, file.name, file.size) };
    if (sent !== "ok") return { ok: false, error: uploadMessages.failed(file.name) };
    return await finishUpload({ key: target.key, name: file.name, prefix: opts.prefix, video: opts.video });
  } catch {
    return { ok: false, error: uploadMessages.failed(file.name) };
  }
}

function send(
  file: File,
  target: UploadTarget,
  onProgress: (fraction: number) => void,
): Promise<"ok" | "too-large" | "failed"> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    if (!target.form) xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve("ok");
      } else resolve(xhr.status === 413 ? "too-large" : "failed");
    };
    xhr.onerror = () => resolve("failed");
    xhr.onabort = () => resolve("failed");
    xhr.send(uploadRequestBody(target, file));
  });
}
