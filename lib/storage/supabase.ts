import { createClient, StorageApiError, type WebSocketLikeConstructor } from "@supabase/supabase-js";
import { assertSafeStorageKey, contentTypeForKey, type StorageDriver, type StoredFile } from "./driver";

/**
 * Supabase Storage through supabase-js. The bucket is public, so pages load files straight from
 * Supabase's CDN; the service-role key stays on the server, and the browser uploads with a
 * one-off signed URL instead.
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

/** A Realtime transport that is never opened: this client only talks to Storage. */
const NoRealtime = class {
  constructor() {
    throw new Error("The storage driver's Supabase client does not use Realtime");
  }
} as unknown as WebSocketLikeConstructor;

export function createSupabaseStorage(opts: SupabaseStorageOptions): StorageDriver {
  const client = createClient(opts.url, opts.serviceRoleKey, {
    // A server-side client with a fixed key: no session to keep or refresh.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Stored files change under the same key (a re-put, a move): Next must never cache the answers.
    global: { fetch: (input, init) => fetch(input, { ...init, cache: "no-store" }) },
    // Storage needs no Realtime socket, and Node 20 has no WebSocket for the client to find.
    realtime: { transport: NoRealtime },
  });
  const bucket = client.storage.from(opts.bucket);

  const publicUrl = (key: string) => {
    assertSafeStorageKey(key);
    return bucket.getPublicUrl(key).data.publicUrl;
  };

  return {
    kind: "supabase",
    async put(key, data, contentType): Promise<StoredFile> {
      assertSafeStorageKey(key);
      const { error } = await bucket.upload(key, data, { contentType, upsert: true, cacheControl: CACHE_SECONDS });
      if (error) throw failure("upload", key, error);
      return { key, url: publicUrl(key), contentType, size: data.byteLength };
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeStorageKey);
      // A missing object is not an error for Storage: it is just not in the answer.
      const { error } = await bucket.remove([...keys]);
      if (error) throw failure("remove", keys.join(", "), error);
    },
    async get(key) {
      assertSafeStorageKey(key);
      const { data, error } = await bucket.download(key);
      if (error) {
        if (isNotFound(error)) return null;
        throw failure("download", key, error);
      }
      return { data: new Uint8Array(await data.arrayBuffer()), contentType: data.type || contentTypeForKey(key) };
    },
    async readHead(key, length) {
      assertSafeStorageKey(key);
      // The size from the object's info, then only the first bytes of its body (a video may be 200 MB).
      const info = await bucket.info(key);
      if (info.error) {
        if (isNotFound(info.error)) return null;
        throw failure("info", key, info.error);
      }
      const size = info.data.size ?? 0;
      if (size === 0 || length <= 0) return { bytes: new Uint8Array(0), size };
      const { data, error } = await bucket.download(key).asStream();
      if (error) {
        if (isNotFound(error)) return null;
        throw failure("download", key, error);
      }
      return { bytes: await readAtMost(data, length), size };
    },
    async move(from, to) {
      assertSafeStorageKey(from);
      assertSafeStorageKey(to);
      const { error } = await bucket.move(from, to);
      if (error) throw failure("move", from, error);
    },
    async createUploadTarget(key) {
      assertSafeStorageKey(key);
      const { data, error } = await bucket.createSignedUploadUrl(key);
      if (error) throw failure("sign upload", key, error);
      // The token in the URL is the only credential the browser gets. Multipart with no custom
      // header is what supabase-js's uploadToSignedUrl sends: a "simple" CORS request, no preflight.
      return { url: data.signedUrl, method: "PUT", headers: {}, form: { fileField: "", fields: { cacheControl: CACHE_SECONDS } } };
    },
    async list(folder) {
      if (folder !== undefined) assertSafeStorageKey(folder);
      const keys: string[] = [];
      const walk = async (prefix: string): Promise<void> => {
        for (let offset = 0; ; offset += LIST_PAGE) {
          const { data: entries, error } = await bucket.list(prefix, { limit: LIST_PAGE, offset, sortBy: { column: "name", order: "asc" } });
          if (error) throw failure("list", prefix || "/", error);
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

/** Storage's "no such object": an HTTP 404, or the 400 with statusCode "404" older servers send. */
function isNotFound(error: Error): boolean {
  return error instanceof StorageApiError && (error.status === 404 || error.statusCode === "404");
}

/** The operation, the key and the server's answer; never the request's headers (they carry the key). */
function failure(operation: string, key: string, error: Error): Error {
  const status = error instanceof StorageApiError ? `${error.status} ` : "";
  return new Error(`Supabase Storage ${operation} ${key} failed: ${status}${error.message}`.slice(0, 400), { cause: error });
}

async function readAtMost(stream: ReadableStream<Uint8Array>, length: number): Promise<Uint8Array> {
  const reader = stream.getReader();
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
