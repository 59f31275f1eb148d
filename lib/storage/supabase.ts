import { assertSafeStorageKey, contentTypeForKey, type StorageDriver, type StoredFile } from "./driver";

/**
 * Supabase Storage through its REST API (plain fetch: five endpoints do not justify an SDK).
 * The bucket is public, so pages load files straight from Supabase's CDN; the service-role key
 * stays on the server, and the browser uploads with a one-off signed URL instead.
 */
export interface SupabaseStorageOptions {
  /** The project URL, e.g. https://abcd.supabase.co (the Storage API lives at /storage/v1). */
  url: string;
  serviceRoleKey: string;
  bucket: string;
}

/** Content-addressed or random names never change content, so the CDN may keep them for a year. */
const CACHE_SECONDS = "31536000";
const LIST_PAGE = 1000;

export function createSupabaseStorage(opts: SupabaseStorageOptions): StorageDriver {
  const api = `${opts.url.replace(/\/+$/, "")}/storage/v1`;
  const bucket = encodeURIComponent(opts.bucket);
  const auth = { Authorization: `Bearer ${opts.serviceRoleKey}`, apikey: opts.serviceRoleKey };

  const objectPath = (key: string) => {
    assertSafeStorageKey(key);
    return key.split("/").map(encodeURIComponent).join("/");
  };

  async function call(path: string, init: RequestInit & { allowNotFound?: boolean } = {}): Promise<Response | null> {
    const { allowNotFound, ...rest } = init;
    const res = await fetch(`${api}${path}`, { ...rest, headers: { ...auth, ...rest.headers }, cache: "no-store" });
    if (res.ok) return res;
    const text = await res.text().catch(() => "");
    // Storage answers a missing object with 404, or (older versions) 400 carrying statusCode "404".
    if (allowNotFound && (res.status === 404 || (res.status === 400 && /"(?:statusCode|error)"\s*:\s*"(?:404|not_found)"/i.test(text)))) return null;
    throw new Error(`Supabase Storage ${rest.method ?? "GET"} ${path.split("?")[0]} failed: ${res.status} ${text.slice(0, 200)}`);
  }

  const json = { "Content-Type": "application/json" };
  const publicUrl = (key: string) => `${api}/object/public/${bucket}/${objectPath(key)}`;

  return {
    kind: "supabase",
    async put(key, data, contentType): Promise<StoredFile> {
      await call(`/object/${bucket}/${objectPath(key)}`, {
        method: "POST",
        headers: { "Content-Type": contentType, "x-upsert": "true", "cache-control": `max-age=${CACHE_SECONDS}` },
        body: data as BodyInit,
      });
      return { key, url: publicUrl(key), contentType, size: data.byteLength };
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeStorageKey);
      // Deleting a missing object is not an error for Storage: it just is not in the answer.
      await call(`/object/${bucket}`, { method: "DELETE", headers: json, body: JSON.stringify({ prefixes: keys }) });
    },
    async get(key) {
      const res = await call(`/object/${bucket}/${objectPath(key)}`, { allowNotFound: true });
      if (!res) return null;
      return { data: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? contentTypeForKey(key) };
    },
    async readHead(key, length) {
      const res = await fetch(`${api}/object/${bucket}/${objectPath(key)}`, { headers: { ...auth, Range: `bytes=0-${Math.max(0, length - 1)}` }, cache: "no-store" });
      if (res.status === 416) {
        await res.body?.cancel();
        return { bytes: new Uint8Array(0), size: 0 };
      }
      if (!res.ok) {
        const text = await res.text().catch(() => "");
        if (res.status === 404 || (res.status === 400 && /not_found|"404"/i.test(text))) return null;
        throw new Error(`Supabase Storage GET ${key} failed: ${res.status} ${text.slice(0, 200)}`);
      }
      const bytes = await readAtMost(res, length);
      const range = /\/(\d+)$/.exec(res.headers.get("content-range") ?? "");
      const size = range ? Number(range[1]) : Number(res.headers.get("content-length") ?? bytes.byteLength);
      return { bytes, size };
    },
    async move(from, to) {
      assertSafeStorageKey(from);
      assertSafeStorageKey(to);
      await call(`/object/move`, { method: "POST", headers: json, body: JSON.stringify({ bucketId: opts.bucket, sourceKey: from, destinationKey: to }) });
    },
    async createUploadTarget(key) {
      const res = await call(`/object/upload/sign/${bucket}/${objectPath(key)}`, { method: "POST", headers: json, body: "{}" });
      const { url } = (await res!.json()) as { url?: string };
      if (!url || !url.startsWith("/")) throw new Error("Supabase Storage did not return a signed upload URL");
      // The token in the URL is the only credential the browser gets. Multipart with no custom
      // header is what Supabase's own browser client sends: a "simple" CORS request, no preflight.
      return { url: `${api}${url}`, method: "PUT", headers: {}, form: { fileField: "", fields: { cacheControl: CACHE_SECONDS } } };
    },
    async list(folder) {
      if (folder !== undefined) assertSafeStorageKey(folder);
      const keys: string[] = [];
      const walk = async (prefix: string): Promise<void> => {
        for (let offset = 0; ; offset += LIST_PAGE) {
          const res = await call(`/object/list/${bucket}`, {
            method: "POST",
            headers: json,
            body: JSON.stringify({ prefix, limit: LIST_PAGE, offset, sortBy: { column: "name", order: "asc" } }),
          });
          const entries = (await res!.json()) as { name: string; id: string | null }[];
          for (const entry of entries) {
            const full = prefix ? `${prefix}/${entry.name}` : entry.name;
            // Folders come back without an id.
            if (entry.id === null) await walk(full);
            else if (!entry.name.startsWith(".")) keys.push(full);
          }
          if (entries.length < LIST_PAGE) return;
        }
      };
      await walk(folder ?? "");
      return keys.sort();
    },
    publicUrl,
  };
}

async function readAtMost(res: Response, length: number): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const out = new Uint8Array(length);
  let filled = 0;
  while (filled < length) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = Math.min(value.byteLength, length - filled);
    out.set(value.subarray(0, take), filled);
    filled += take;
  }
  await reader.cancel().catch(() => {});
  return out.subarray(0, filled);
}
