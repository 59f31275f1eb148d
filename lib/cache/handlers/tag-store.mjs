// @ts-check
// Plain JavaScript: Next loads cache handlers with a native import. With DATABASE_URL the times are
// shared through PostgreSQL (cache_tag_expirations), so an edit on one instance reaches every instance.
import postgres from "postgres";

// Not trusted this soon after an invalidation: a render begun before the edit may end after it.
export const SETTLE_MS = 1000;

/**
 * @typedef {object} TagStore
 * @property {(tags: readonly string[]) => Promise<void>} expire Marks the tags invalid as of now.
 * @property {() => Promise<void>} sync Learns invalidations made elsewhere (no-op in memory).
 * @property {(tags: readonly string[], since: number) => boolean} invalidatedSince Whether any tag was invalidated at or after `since` (ms), allowing for SETTLE_MS.
 * @property {(tags: readonly string[]) => number} latest The newest invalidation time of the tags (ms), 0 if none.
 */

/** @param {Map<string, number>} times */
function reader(times) {
  return {
    /** @param {readonly string[]} tags @param {number} since */
    invalidatedSince(tags, since) {
      for (const tag of tags) {
        const at = times.get(tag);
        if (at !== undefined && at + SETTLE_MS > since) return true;
      }
      return false;
    },
    /** @param {readonly string[]} tags */
    latest(tags) {
      let newest = 0;
      for (const tag of tags) newest = Math.max(newest, times.get(tag) ?? 0);
      return newest;
    },
  };
}

/** @param {Map<string, number>} times @param {readonly string[]} tags @param {number} at */
function record(times, tags, at) {
  for (const tag of tags) times.set(tag, Math.max(times.get(tag) ?? 0, at));
}

/** @param {() => number} [now] @returns {TagStore} */
export function createMemoryTagStore(now = () => Date.now()) {
  /** @type {Map<string, number>} */
  const times = new Map();
  return {
    ...reader(times),
    async expire(tags) {
      record(times, tags, now());
    },
    async sync() {},
  };
}

/**
 * @param {import("postgres").Sql} sql
 * @param {{ now?: () => number, log?: (message: string, err: unknown) => void }} [options]
 * @returns {TagStore}
 */
export function createPostgresTagStore(
  sql,
  { now = () => Date.now(), log = (message, err) => console.error(message, err) } = {},
) {
  /** @type {Map<string, number>} */
  const times = new Map();

  const readAll = async () => {
    try {
      const rows =
        await sql`select tag, (extract(epoch from expired_at) * 1000)::float8 as at from cache_tag_expirations`;
      for (const row of rows) record(times, [String(row.tag)], Number(row.at));
    } catch (err) {
      // Serve with what we knew: a database hiccup must not fail every page.
      log("[cache] could not read tag invalidations; serving with the last known state", err);
    }
  };

  // A read that began before this call may have missed a write committed just before it, so a
  // caller never joins one already under way: it waits for the next, which callers share.
  /** @type {Promise<void> | null} */
  let running = null;
  /** @type {Promise<void> | null} */
  let queued = null;
  const start = () => {
    queued = null;
    const run = readAll().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };

  return {
    ...reader(times),
    async expire(tags) {
      if (tags.length === 0) return;
      const at = now();
      record(times, tags, at);
      try {
        const rows = [...new Set(tags)].map((tag) => ({ tag, expired_at: new Date(at) }));
        await sql`
          insert into cache_tag_expirations ${sql(rows, "tag", "expired_at")}
          on conflict (tag) do update set expired_at = greatest(cache_tag_expirations.expired_at, excluded.expired_at)`;
      } catch (err) {
        log(`[cache] could not share the invalidation of ${tags.join(", ")} with other instances`, err);
      }
    },
    sync() {
      if (queued) return queued;
      if (!running) return start();
      queued = running.then(start, start);
      return queued;
    },
  };
}

const GLOBAL_KEY = Symbol.for("restaurant47.cache.tagStore");

// On globalThis: Next may load a handler module more than once.
/** @returns {TagStore} */
export function processTagStore() {
  const g = /** @type {Record<symbol, TagStore | undefined>} */ (/** @type {unknown} */ (globalThis));
  const existing = g[GLOBAL_KEY];
  if (existing) return existing;
  const url = process.env.DATABASE_URL;
  const store = url
    ? createPostgresTagStore(postgres(url, { max: 2, prepare: false, onnotice: () => {}, idle_timeout: 60 }))
    : createMemoryTagStore();
  g[GLOBAL_KEY] = store;
  return store;
}
