import { describe, expect, it } from "vitest";
import { DISMISSAL_TTL_MS } from "@/features/popups/eligibility";
import {
  prunePersistentDismissals,
  readDismissals,
  recordDismissal,
  resolveVisitor,
  STORAGE_KEYS,
  type KeyValueStore,
  type VisitorStores,
} from "@/features/popups/visitor-storage";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const now = new Date("2026-03-10T12:00:00Z");
const stores = (): VisitorStores & {
  local: ReturnType<typeof memoryStore>;
  session: ReturnType<typeof memoryStore>;
} => ({
  local: memoryStore(),
  session: memoryStore(),
});

describe("resolveVisitor", () => {
  it("first page view ever: new, and stays new for the rest of that session", () => {
    const s = stores();
    expect(resolveVisitor(s, now).isReturning).toBe(false);
    expect(s.local.data.get(STORAGE_KEYS.firstVisit)).toBe(String(now.getTime()));
    expect(resolveVisitor(s, now).isReturning).toBe(false);
  });

  it("a later session of the same browser is returning", () => {
    const s = stores();
    resolveVisitor(s, now);
    const nextSession = { local: s.local, session: memoryStore() };
    expect(resolveVisitor(nextSession, now).isReturning).toBe(true);
    expect(resolveVisitor(nextSession, now).isReturning).toBe(true);
  });

  it("blocked storage counts as a first visit rather than failing", () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {},
    };
    expect(resolveVisitor({ local: broken, session: broken }, now).isReturning).toBe(false);
  });
});

describe("persistent dismissals", () => {
  it("prunes records older than 90 days and garbage", () => {
    const raw = JSON.stringify({ fresh: now.getTime() - 1000, old: now.getTime() - DISMISSAL_TTL_MS - 1, bad: "x" });
    expect(prunePersistentDismissals(raw, now)).toEqual({ fresh: now.getTime() - 1000 });
    expect(prunePersistentDismissals("not json", now)).toEqual({});
    expect(prunePersistentDismissals("[1,2]", now)).toEqual({});
    expect(prunePersistentDismissals(null, now)).toEqual({});
  });

  it("readDismissals writes the pruned record back", () => {
    const s = stores();
    s.local.data.set(STORAGE_KEYS.persistentDismissals, JSON.stringify({ old: now.getTime() - DISMISSAL_TTL_MS - 5 }));
    expect(readDismissals(s, now).persistent).toEqual({});
    expect(s.local.data.get(STORAGE_KEYS.persistentDismissals)).toBe("{}");
  });
});

describe("recordDismissal", () => {
  it('"always" records nothing', () => {
    const s = stores();
    recordDismissal({ id: "a", frequency: "always" }, s, now);
    expect(s.local.data.size + s.session.data.size).toBe(0);
  });

  it('"session" goes to sessionStorage', () => {
    const s = stores();
    recordDismissal({ id: "a", frequency: "session" }, s, now);
    recordDismissal({ id: "b", frequency: "session" }, s, now);
    expect(readDismissals(s, now).session).toEqual(new Set(["a", "b"]));
    expect(s.local.data.has(STORAGE_KEYS.persistentDismissals)).toBe(false);
  });

  it("anything else goes to localStorage with a timestamp", () => {
    const s = stores();
    recordDismissal({ id: "a", frequency: "persistent" }, s, now);
    expect(JSON.parse(s.local.data.get(STORAGE_KEYS.persistentDismissals)!)).toEqual({ a: now.getTime() });
    expect(readDismissals(s, now).persistent).toEqual({ a: now.getTime() });
  });
});
