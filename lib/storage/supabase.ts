import { createClient, StorageApiError, type WebSocketLikeConstructor } from "@supabase/supabase-js";
import { assertSafeStorageKey, contentTypeForKey, type StorageDriver, type StoredFile } from "./driver";

export interface SupabaseStorageOptions {
  url: string;
  serviceRoleKey: string;
  bucket: string;
}

const CACHE_SECONDS = "31536000";
const LIST_PAGE = 1000;

const NoRealtime = class {
  constructor() {
    throw new Error("The storage driver's Supabase client does not use Realtime");
  }
} as unknown as WebSocketLikeConstructor;

export function createSupabaseStorage(opts: SupabaseStorageOptions): StorageDriver {
  const client = createClient(opts.url, opts.serviceRoleKey, {
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
      return {
        url: data.signedUrl,
        method: "PUT",
        headers: {},
        form: { fileField: "", fields: { cacheControl: CACHE_SECONDS } },
      };
    },
    async list(folder) {
      if (folder !== undefined) assertSafeStorageKey(folder);
      const keys: string[] = [];
      const walk = async (prefix: string): Promise<void> => {
        for (let offset = 0; ; offset += LIST_PAGE) {
          const { data: entries, error } = await bucket.list(prefix, {
            limit: LIST_PAGE,
            offset,
            sortBy: { column: "name", order: "asc" },
          });
          if (error) throw failure("list", prefix || "/", error);
          for (const entry of entries) {
            const full = prefix ? `${prefix}/${entry.name}` : entry.name;
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

function isNotFound(error: Error): boolean {
  return error instanceof StorageApiError && (error.status === 404 || error.statusCode === "404");
}

// Never the request's headers: they carry the service key.
function failure(operation: string, key: string, error: Error): Error {
  const status = error instanceof StorageApiError ? `${error.status} ` : "";
  return new Error(`Supabase Storage ${operation} ${key} failed: ${status}${error.message}`.slice(0, 400), {
    cause: error,
  });
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
