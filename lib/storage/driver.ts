/**
 * One interface for where uploaded media lives. The embedded default keeps files on local disk
 * (served by app/media/[...path]/route.ts); production can use Supabase Storage.
 */
export interface StoredFile {
  /** Key inside the store, e.g. "gallery/3f…a1.webp". Content-addressed where possible. */
  key: string;
  /** URL the browser can load the file from. */
  url: string;
  contentType: string;
  size: number;
}

/** Where the browser sends a file's bytes itself, so no server's request-body limit caps an upload. */
export interface UploadTarget {
  url: string;
  method: "PUT" | "POST";
  headers: Record<string, string>;
  /** Send the file as multipart form data (its field name, plus these fields before it) instead of the raw bytes. */
  form?: { fileField: string; fields: Record<string, string> };
}

/** The request body for an upload target (shared by the admin page and the tests). */
export function uploadRequestBody(target: UploadTarget, file: Blob): Blob | FormData {
  if (!target.form) return file;
  const form = new FormData();
  for (const [name, value] of Object.entries(target.form.fields)) form.append(name, value);
  form.append(target.form.fileField, file);
  return form;
}

export interface StorageDriver {
  readonly kind: "local" | "supabase";
  put(key: string, data: Uint8Array, contentType: string): Promise<StoredFile>;
  /**
   * The first `length` bytes and the total size, without reading a 200 MB video into memory
   * (magic-byte checks need only the start). Null when no such file exists.
   */
  readHead(key: string, length: number): Promise<{ bytes: Uint8Array; size: number } | null>;
  /** Renames a stored file (an accepted upload moves from uploads/ to its final key). */
  move(from: string, to: string): Promise<void>;
  /** A one-off target the browser uploads one file to (see UploadTarget). */
  createUploadTarget(key: string, contentType: string): Promise<UploadTarget>;
  /** Missing keys are ignored, so deleting twice is safe. */
  delete(keys: readonly string[]): Promise<void>;
  /** Returns the bytes, or null when no such file exists. */
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | null>;
  /** Lists the stored keys under a folder (every key when none is given), sorted. */
  list(folder?: string): Promise<string[]>;
  publicUrl(key: string): string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * A storage key is one or more safe path segments joined by "/": no "..", no absolute paths,
 * no backslashes, no encoded tricks (callers decode before asking).
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split("/");
  return segments.every((s) => SAFE_SEGMENT.test(s) && s !== "." && s !== "..");
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};

export function contentTypeForKey(key: string): string {
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
