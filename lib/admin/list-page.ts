import { requireAdmin } from "@/lib/auth/admin";
import type { Permission } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/client";
import { readParam } from "./params";
import type { SearchParams } from "@/lib/routes/search-params";

export type DetailPageProps = { params: Promise<{ id: string }>; searchParams: SearchParams };

/** A row's link to its detail page, carrying the list view along so "Back" returns to it. */
export const detailHref = (base: string, id: string, listQuery: string) =>
  `${base}/${id}${listQuery ? `?list=${encodeURIComponent(listQuery.slice(1))}` : ""}`;

/** The list view a detail page came from: only the list's own parameters survive, so the link can never point elsewhere. */
export function backToList<F>(
  base: string,
  query: Awaited<SearchParams>,
  parse: (params: URLSearchParams) => F,
  toQuery: (filter: F) => string,
) {
  return `${base}${toQuery(parse(new URLSearchParams(readParam(query, "list") ?? "")))}`;
}

/** A filtered list page's data after the admin check: the list and what else `load` reads (`extra`); `shown` is the filter on the page served. */
export async function readListPage<F extends { page: number }, L extends { page: number }, X>(
  permission: Permission,
  searchParams: SearchParams,
  parse: (params: Awaited<SearchParams>) => F,
  load: (db: Database, filter: F) => Promise<[L, X]>,
) {
  await requireAdmin(permission);
  const filter = parse(await searchParams);
  const [list, extra] = await load(await getDb(), filter);
  return { filter, list, extra, shown: { ...filter, page: list.page } };
}
