export interface StoredFile {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

export interface UploadTarget {
  url: string;
  method: "PUT" | "POST";
  headers: Record<string, string>;
  form?: { fileField: string; fields: Record<string, string> };
}

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
  readHead(key: string, length: number): Promise<{ bytes: Uint8Array; size: number } | null>;
  move(from: string, to: string): Promise<void>;
  createUploadTarget(key: string, contentType: string): Promise<UploadTarget>;
  delete(keys: readonly string[]): Promise<void>;
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | null>;
  list(folder?: string): Promise<string[]>;
  publicUrl(key: string): string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

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
