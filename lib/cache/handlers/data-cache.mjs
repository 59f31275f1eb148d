// @ts-check
import { SizedLru } from "./lru.mjs";
import { processTagStore } from "./tag-store.mjs";

const MAX_BYTES = 32 * 1024 * 1024;

/**
 * @typedef {{ value: ReadableStream<Uint8Array>, tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} CacheEntry
 * @typedef {Omit<CacheEntry, "value"> & { bytes: Uint8Array }} Stored
 */

const GLOBAL_KEY = Symbol.for("restaurant47.cache.data");

/** @returns {{ entries: SizedLru<Stored>, pending: Map<string, Promise<void>> }} */
function state() {
  const g =
    /** @type {Record<symbol, { entries: SizedLru<Stored>, pending: Map<string, Promise<void>> } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    );
  return (g[GLOBAL_KEY] ??= { entries: new SizedLru(MAX_BYTES), pending: new Map() });
}

/** @param {Uint8Array} bytes @returns {ReadableStream<Uint8Array>} */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** @param {Pick<Stored, "timestamp" | "revalidate" | "expire">} entry @param {number} now */
function entryExpired(entry, now) {
  return entry.timestamp + Math.min(entry.revalidate, entry.expire) * 1000 <= now;
}

/** Next leaves a cached read with an expire under five minutes out of a pre-rendered page. */
const MIN_EXPIRE_SECONDS = 5 * 60;

// What is left of the lifetime, not its whole span: a re-rendered page inherits it from its reads.
/** @param {Omit<Stored, "bytes">} meta @param {number} now */
function remainingLifetime(meta, now) {
  const left = (/** @type {number} */ seconds) => Math.ceil((meta.timestamp + seconds * 1000 - now) / 1000);
  return {
    ...meta,
    timestamp: now,
    revalidate: Math.max(1, left(meta.revalidate)),
    expire: Math.max(MIN_EXPIRE_SECONDS, left(meta.expire)),
  };
}

const dataCacheHandler = {
  /** @param {string} key @param {string[]} softTags @returns {Promise<CacheEntry | undefined>} */
  async get(key, softTags) {
    const { entries, pending } = state();
    await pending.get(key);
    const entry = entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    // The soft tags (the page's paths) are checked here, against when the entry was really made:
    // the entry handed back carries the current time (getExpiration says so with Infinity).
    if (entryExpired(entry, now) || processTagStore().invalidatedSince([...entry.tags, ...softTags], entry.timestamp)) {
      entries.delete(key);
      return undefined;
    }
    const { bytes, ...meta } = entry;
    return { ...remainingLifetime(meta, now), value: streamOf(bytes) };
  },

  /** @param {string} key @param {Promise<CacheEntry>} pendingEntry */
  async set(key, pendingEntry) {
    const { entries, pending } = state();
    const done = (async () => {
      try {
        const { value, ...meta } = await pendingEntry;
        const bytes = new Uint8Array(await new Response(value).arrayBuffer());
        entries.set(key, { ...meta, bytes }, bytes.byteLength + 256);
      } catch {
        // A render that failed half way leaves no entry: the next read runs the function again.
        entries.delete(key);
      }
    })();
    pending.set(key, done);
    try {
      await done;
    } finally {
      if (pending.get(key) === done) pending.delete(key);
    }
  },

  async refreshTags() {
    await processTagStore().sync();
  },

  // Infinity: soft tags are checked in get(), against when each entry was made.
  async getExpiration() {
    return Infinity;
  },

  /** @param {string[]} tags */
  async updateTags(tags) {
    // Every invalidation is immediate: a guest should never be shown content staff have just changed.
    await processTagStore().expire(tags);
  },
};

export default dataCacheHandler;
