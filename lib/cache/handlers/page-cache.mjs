// @ts-check
// Unlike Next's default, a page past its revalidate time is a miss (never served stale once), and the
// build's pre-rendered files are never served: each server renders from its own database.
import { SizedLru } from "./lru.mjs";
import { processTagStore } from "./tag-store.mjs";

const MAX_BYTES = 64 * 1024 * 1024;

/**
 * @typedef {{ revalidate?: number | false, expire?: number }} CacheControl
 * @typedef {{ kind: string, html?: string, rscData?: Uint8Array, postponed?: string, body?: Uint8Array, data?: unknown, headers?: Record<string, unknown>, segmentData?: Map<string, Uint8Array>, tags?: string[] }} CachedValue
 * @typedef {{ value: CachedValue, lastModified: number, cacheControl: CacheControl | undefined, tags: string[] }} Stored
 */

const GLOBAL_KEY = Symbol.for("restaurant47.cache.pages");

/** @returns {SizedLru<Stored>} */
function pages() {
  const g = /** @type {Record<symbol, SizedLru<Stored> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[GLOBAL_KEY] ??= new SizedLru(MAX_BYTES));
}

const MISSES_KEY = Symbol.for("restaurant47.cache.pageMisses");
const LONGEST_RENDER_MS = 60_000;

// A page is stored as of its miss, so an edit made during a slow render still counts as newer.
/** @returns {Map<string, number>} */
function misses() {
  const g = /** @type {Record<symbol, Map<string, number> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[MISSES_KEY] ??= new Map());
}

/** @param {string} key @param {number} now */
function noteMiss(key, now) {
  const pending = misses();
  if (pending.has(key)) return;
  // Misses that never led to a store (a render that failed) must not pile up.
  if (pending.size >= 10_000) pending.clear();
  pending.set(key, now);
}

/** @param {string} key @param {number} now */
function renderBegan(key, now) {
  const began = misses().get(key);
  misses().delete(key);
  return began !== undefined && now - began <= LONGEST_RENDER_MS ? began : now;
}

/** @param {CachedValue} value @param {{ tags?: string[] }} ctx */
function tagsOf(value, ctx) {
  const header = value.headers?.["x-next-cache-tags"];
  const fromHeader = typeof header === "string" && header !== "" ? header.split(",") : [];
  return [...fromHeader, ...(ctx.tags ?? []), ...(value.tags ?? [])];
}

/** @param {CachedValue} value */
function sizeOf(value) {
  let size =
    1024 +
    (value.html?.length ?? 0) +
    (value.rscData?.byteLength ?? 0) +
    (value.postponed?.length ?? 0) +
    (value.body?.byteLength ?? 0);
  for (const segment of value.segmentData?.values() ?? []) size += segment.byteLength;
  if (value.data !== undefined) size += JSON.stringify(value.data)?.length ?? 0;
  return size;
}

/** @param {Stored} entry @param {number} now */
function pastItsTime(entry, now) {
  const revalidate = entry.cacheControl?.revalidate;
  return typeof revalidate === "number" && entry.lastModified + revalidate * 1000 <= now;
}

export default class PageCacheHandler {
  /** @param {string} key @param {{ softTags?: string[] }} [ctx] */
  async get(key, ctx = {}) {
    const store = pages();
    const entry = store.get(key);
    if (!entry) {
      noteMiss(key, Date.now());
      return null;
    }
    const tags = processTagStore();
    await tags.sync();
    if (
      pastItsTime(entry, Date.now()) ||
      tags.invalidatedSince([...entry.tags, ...(ctx.softTags ?? [])], entry.lastModified)
    ) {
      store.delete(key);
      noteMiss(key, Date.now());
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /** @param {string} key @param {CachedValue | null} value @param {{ tags?: string[], cacheControl?: CacheControl }} [ctx] */
  async set(key, value, ctx = {}) {
    const store = pages();
    const lastModified = renderBegan(key, Date.now());
    if (!value) {
      store.delete(key);
      return;
    }
    store.set(key, { value, lastModified, cacheControl: ctx.cacheControl, tags: tagsOf(value, ctx) }, sizeOf(value));
  }

  /** @param {string | string[]} tag */
  async revalidateTag(tag) {
    await processTagStore().expire(Array.isArray(tag) ? tag : [tag]);
  }

  resetRequestCache() {}
}
