export interface DiffEntry {
  key: string;
  before: unknown;
  after: unknown;
  kind: "added" | "removed" | "changed";
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!deepEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

export function diffJson(before: unknown, after: unknown): DiffEntry[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const out: DiffEntry[] = [];
  for (const key of keys) {
    const inBefore = key in b && b[key] !== undefined;
    const inAfter = key in a && a[key] !== undefined;
    if (inBefore && inAfter && deepEqual(b[key], a[key])) continue;
    if (!inBefore && !inAfter) continue;
    out.push({
      key,
      before: inBefore ? b[key] : undefined,
      after: inAfter ? a[key] : undefined,
      kind: !inBefore ? "added" : !inAfter ? "removed" : "changed",
    });
  }
  return out;
}

export function showValue(value: unknown): string {
  if (value === undefined) return "—";
  if (value === null) return "empty";
  if (typeof value === "string") return value === "" ? "empty" : value;
  return JSON.stringify(value as Json);
}

export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
