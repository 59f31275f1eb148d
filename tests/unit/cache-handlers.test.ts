import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dataCache from "@/lib/cache/handlers/data-cache.mjs";
import { SizedLru } from "@/lib/cache/handlers/lru.mjs";
import PageCacheHandler from "@/lib/cache/handlers/page-cache.mjs";
import { SETTLE_MS, createMemoryTagStore, processTagStore } from "@/lib/cache/handlers/tag-store.mjs";

let unique = 0;
const key = (label: string) => `${label}-${++unique}-${Math.random().toString(36).slice(2)}`;

function page(tags: string[], html = "<p>menu</p>") {
  return {
    kind: "APP_PAGE",
    html,
    rscData: new Uint8Array([1, 2, 3]),
    headers: { "x-next-cache-tags": tags.join(",") },
    segmentData: new Map([["/_tree", new Uint8Array([4])]]),
  };
}

/** A page handler with a page key and one tag to store it under. */
function pageUnderTest(tagLabel: string) {
  return { handler: new PageCacheHandler(), k: key("page"), tag: key(tagLabel) };
}

const FOR_AN_HOUR = { cacheControl: { revalidate: 3600, expire: 3600 } };

async function bytesOf(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function entry(
  tags: string[],
  opts: { revalidate?: number; expire?: number; timestamp?: number; bytes?: number[] } = {},
) {
  return {
    value: new Response(new Uint8Array(opts.bytes ?? [7, 8, 9])).body!,
    tags,
    stale: 300,
    timestamp: opts.timestamp ?? Date.now(),
    revalidate: opts.revalidate ?? 3600,
    expire: opts.expire ?? 86_400,
  };
}

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T18:00:00Z") }));
afterEach(() => vi.useRealTimers());

describe("the page cache (full-route cache handler)", () => {
  it("serves a stored page with its lifetime until its revalidate time, then misses", async () => {
    const { handler, k, tag } = pageUnderTest("menu");
    await handler.set(k, page([tag]), { cacheControl: { revalidate: 90, expire: 300 } });
    const hit = await handler.get(k);
    expect(hit?.value.html).toBe("<p>menu</p>");
    expect(hit?.cacheControl).toEqual({ revalidate: 90, expire: 300 });
    vi.advanceTimersByTime(89_000);
    expect(await handler.get(k)).not.toBeNull();
    // Past revalidate it is a miss (the next request renders afresh), not a stale hit.
    vi.advanceTimersByTime(1_000);
    expect(await handler.get(k)).toBeNull();
  });

  it("drops a page at once when one of its tags is invalidated, and only that page", async () => {
    const handler = new PageCacheHandler();
    const [menuPage, galleryPage] = [key("menu-page"), key("gallery-page")];
    const [menu, gallery] = [key("menu"), key("gallery")];
    await handler.set(menuPage, page(["_N_T_/layout", menu]), FOR_AN_HOUR);
    await handler.set(galleryPage, page(["_N_T_/layout", gallery]), FOR_AN_HOUR);
    vi.advanceTimersByTime(SETTLE_MS + 1);
    await handler.revalidateTag([menu]);
    expect(await handler.get(menuPage)).toBeNull();
    expect(await handler.get(galleryPage)).not.toBeNull();
  });

  it("does not trust a page stored within the settle time after an invalidation (its render may predate the edit)", async () => {
    const { handler, k, tag } = pageUnderTest("hours");
    await handler.revalidateTag(tag);
    await handler.set(k, page([tag]), FOR_AN_HOUR);
    expect(await handler.get(k)).toBeNull();
    await handler.set(k, page([tag]), FOR_AN_HOUR);
    vi.advanceTimersByTime(SETTLE_MS);
    await handler.set(k, page([tag]), FOR_AN_HOUR);
    expect(await handler.get(k)).not.toBeNull();
  });

  it("times a page from the miss that started its render, so an edit made during a long render is not hidden", async () => {
    const { handler, k, tag } = pageUnderTest("popups");
    expect(await handler.get(k)).toBeNull(); // the render begins here, reading the old content
    vi.advanceTimersByTime(500);
    await handler.revalidateTag(tag); // staff change it meanwhile
    vi.advanceTimersByTime(SETTLE_MS * 3); // the busy server ends the render well after
    await handler.set(k, page([tag]), FOR_AN_HOUR);
    expect(await handler.get(k)).toBeNull();
    // The next render began after the edit: its page is kept.
    vi.advanceTimersByTime(SETTLE_MS);
    await handler.set(k, page([tag]), FOR_AN_HOUR);
    expect(await handler.get(k)).not.toBeNull();
  });

  it("a null value deletes the entry", async () => {
    const handler = new PageCacheHandler();
    const k = key("page");
    await handler.set(k, page([]), {});
    await handler.set(k, null, {});
    expect(await handler.get(k)).toBeNull();
  });
});

describe("the data cache ('use cache' handler)", () => {
  it("returns a fresh stream of the stored bytes on every hit", async () => {
    const k = key("data");
    await dataCache.set(k, Promise.resolve(entry([key("menu")])));
    const first = await dataCache.get(k, []);
    const second = await dataCache.get(k, []);
    expect(await bytesOf(first!.value)).toEqual(new Uint8Array([7, 8, 9]));
    expect(await bytesOf(second!.value)).toEqual(new Uint8Array([7, 8, 9]));
  });

  it("a read during a write waits for it", async () => {
    const k = key("data");
    let finish: (value: ReturnType<typeof entry>) => void = () => {};
    const writing = dataCache.set(k, new Promise((resolve) => (finish = resolve)));
    const reading = dataCache.get(k, []);
    finish(entry([]));
    await writing;
    expect(await reading).toBeDefined();
  });

  it("ends at revalidate and on invalidation of one of its tags", async () => {
    const [timed, tagged] = [key("timed"), key("tagged")];
    const tag = key("popups");
    await dataCache.set(timed, Promise.resolve(entry([], { revalidate: 60 })));
    await dataCache.set(tagged, Promise.resolve(entry([tag])));
    vi.advanceTimersByTime(60_000);
    expect(await dataCache.get(timed, [])).toBeUndefined();
    expect(await dataCache.get(tagged, [])).toBeDefined();
    await dataCache.updateTags([tag]);
    expect(await dataCache.get(tagged, [])).toBeUndefined();
  });

  it("an entry whose value failed half way is not kept", async () => {
    const k = key("data");
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("render failed"));
      },
    });
    await dataCache.set(k, Promise.resolve({ ...entry([]), value: broken }));
    expect(await dataCache.get(k, [])).toBeUndefined();
  });

  it("checks the page's soft tags itself (getExpiration says so)", async () => {
    const k = key("data");
    const soft = key("_N_T_/menu");
    await dataCache.set(k, Promise.resolve(entry([])));
    expect(await dataCache.getExpiration()).toBe(Infinity);
    expect(await dataCache.get(k, [soft])).toBeDefined();
    vi.advanceTimersByTime(SETTLE_MS);
    await dataCache.updateTags([soft]);
    expect(await dataCache.get(k, [soft])).toBeUndefined();
  });

  it("hands on what is left of an entry's lifetime, so a page re-rendered later still ends at the read's boundary", async () => {
    const k = key("data");
    await dataCache.set(k, Promise.resolve(entry([], { revalidate: 600, expire: 600 })));
    vi.advanceTimersByTime(420_000);
    const hit = await dataCache.get(k, []);
    expect(hit).toMatchObject({ timestamp: Date.now(), revalidate: 180, expire: 300 });
  });
});

describe("tag store and size-bounded map", () => {
  it("in memory: invalidations count from their time, allowing for the settle time", async () => {
    const store = createMemoryTagStore();
    await store.expire(["menu"]);
    const at = Date.now();
    expect(store.invalidatedSince(["menu"], at - 1)).toBe(true);
    expect(store.invalidatedSince(["menu"], at + SETTLE_MS - 1)).toBe(true);
    expect(store.invalidatedSince(["menu"], at + SETTLE_MS)).toBe(false);
    expect(store.invalidatedSince(["hours"], 0)).toBe(false);
    expect(store.latest(["menu", "hours"])).toBe(at);
  });

  it("without DATABASE_URL the process keeps its invalidations in memory, shared by both handlers", () => {
    expect(processTagStore()).toBe(processTagStore());
  });

  it("forgets the least recently used entries past its byte budget", () => {
    const lru = new SizedLru<string>(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    lru.get("a");
    lru.set("c", "C", 4);
    expect(lru.get("a")).toBe("A");
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("c")).toBe("C");
    lru.set("huge", "H", 11);
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.bytes).toBe(8);
  });
});
