import { DISMISSAL_TTL_MS } from "./eligibility";
import type { Dismissals, PublicPopup } from "./types";

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface VisitorStores {
  local: KeyValueStore;
  session: KeyValueStore;
}

export const STORAGE_KEYS = {
  firstVisit: "47:first-visit",
  visitKind: "47:visit-kind",
  sessionDismissals: "47:popup-dismissed-session",
  persistentDismissals: "47:popup-dismissed",
} as const;

function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(store: KeyValueStore, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // Storage can be full or blocked (private modes); popups then simply behave as "first visit".
  }
}

export function resolveVisitor(stores: VisitorStores, now: Date): { isReturning: boolean } {
  const kind = safeGet(stores.session, STORAGE_KEYS.visitKind);
  if (kind === "new" || kind === "returning") return { isReturning: kind === "returning" };
  const seenBefore = safeGet(stores.local, STORAGE_KEYS.firstVisit) !== null;
  if (!seenBefore) safeSet(stores.local, STORAGE_KEYS.firstVisit, String(now.getTime()));
  const next = seenBefore ? "returning" : "new";
  safeSet(stores.session, STORAGE_KEYS.visitKind, next);
  return { isReturning: seenBefore };
}

export function prunePersistentDismissals(raw: string | null, now: Date): Record<string, number> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const kept: Record<string, number> = {};
  for (const [id, at] of Object.entries(parsed)) {
    if (typeof at === "number" && Number.isFinite(at) && now.getTime() - at < DISMISSAL_TTL_MS) kept[id] = at;
  }
  return kept;
}

function parseSessionDismissals(raw: string | null): Set<string> {
  if (!raw) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

export function readDismissals(stores: VisitorStores, now: Date): Dismissals {
  const raw = safeGet(stores.local, STORAGE_KEYS.persistentDismissals);
  const persistent = prunePersistentDismissals(raw, now);
  const serialised = JSON.stringify(persistent);
  if (raw !== null && raw !== serialised) safeSet(stores.local, STORAGE_KEYS.persistentDismissals, serialised);
  return { session: parseSessionDismissals(safeGet(stores.session, STORAGE_KEYS.sessionDismissals)), persistent };
}

export function recordDismissal(popup: Pick<PublicPopup, "id" | "frequency">, stores: VisitorStores, now: Date): void {
  if (popup.frequency === "always") return;
  if (popup.frequency === "session") {
    const ids = parseSessionDismissals(safeGet(stores.session, STORAGE_KEYS.sessionDismissals));
    ids.add(popup.id);
    safeSet(stores.session, STORAGE_KEYS.sessionDismissals, JSON.stringify([...ids]));
    return;
  }
  const persistent = prunePersistentDismissals(safeGet(stores.local, STORAGE_KEYS.persistentDismissals), now);
  persistent[popup.id] = now.getTime();
  safeSet(stores.local, STORAGE_KEYS.persistentDismissals, JSON.stringify(persistent));
}
