import type { PageQuery } from "@/lib/routes/search-params";

const MAX_PAGE = 100_000;

export type RawParams = URLSearchParams | PageQuery;

export function readParam(params: RawParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((v) => v === value);
}

export function parseIsoDate(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= 2000 &&
    y <= 2100
    ? value
    : null;
}

export function parsePage(value: string | undefined): number {
  const n = value && /^\d+$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(n, 1), MAX_PAGE);
}

export function orderedRange(from: string | null, to: string | null): [string | null, string | null] {
  return from && to && from > to ? [to, from] : [from, to];
}
