import { ENQUIRY_STATUSES, ENQUIRY_TYPES, type EnquiryStatus } from "./labels";
import { isStatusOf } from "@/lib/db/schema/enquiry-statuses";
import { oneOf, orderedRange, parseIsoDate, parsePage, readParam, type RawParams } from "@/lib/admin/params";

export { orderedRange, parseIsoDate, parsePage, readParam, type RawParams };

export const INBOX_TABS = ["all", ...ENQUIRY_TYPES] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export const INBOX_SORTS = ["received", "name", "type", "status", "date"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export type SortDirection = "asc" | "desc";

export const INBOX_PAGE_SIZE = 25;
export const SEARCH_MAX_LENGTH = 200;
const MAX_TERMS = 8;

export interface InboxFilter {
  type: InboxTab;
  status: EnquiryStatus | null;
  from: string | null;
  to: string | null;
  /** Reservations and events booked for this date or later (the date received is from/to). */
  bookedFrom: string | null;
  q: string;
  sort: InboxSort;
  dir: SortDirection;
  page: number;
}

export const DEFAULT_INBOX_FILTER: InboxFilter = {
  type: "all",
  status: null,
  from: null,
  to: null,
  bookedFrom: null,
  q: "",
  sort: "received",
  dir: "desc",
  page: 1,
};

export function defaultDirection(sort: InboxSort): SortDirection {
  return sort === "received" || sort === "date" ? "desc" : "asc";
}

export function parseInboxParams(params: RawParams): InboxFilter {
  const sort = oneOf(INBOX_SORTS, readParam(params, "sort")) ?? DEFAULT_INBOX_FILTER.sort;
  const [from, to] = orderedRange(parseIsoDate(readParam(params, "from")), parseIsoDate(readParam(params, "to")));
  const type = oneOf(INBOX_TABS, readParam(params, "type")) ?? "all";
  const status = oneOf(ENQUIRY_STATUSES, readParam(params, "status")) ?? null;
  return {
    type,
    // A status the chosen kind of enquiry never has would match nothing: drop it.
    status: status && (type === "all" || isStatusOf(type, status)) ? status : null,
    from,
    to,
    bookedFrom: parseIsoDate(readParam(params, "booked_from")),
    q: (readParam(params, "q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    sort,
    dir: oneOf(["asc", "desc"] as const, readParam(params, "dir")) ?? defaultDirection(sort),
    page: parsePage(readParam(params, "page")),
  };
}

export function inboxQueryString(filter: InboxFilter, changes: Partial<InboxFilter> = {}): string {
  const f = { ...filter, ...changes };
  const out = new URLSearchParams();
  if (f.type !== "all") out.set("type", f.type);
  if (f.status) out.set("status", f.status);
  if (f.from) out.set("from", f.from);
  if (f.to) out.set("to", f.to);
  if (f.bookedFrom) out.set("booked_from", f.bookedFrom);
  if (f.q) out.set("q", f.q);
  if (f.sort !== "received" || f.dir !== defaultDirection(f.sort)) {
    out.set("sort", f.sort);
    out.set("dir", f.dir);
  }
  if (f.page > 1) out.set("page", String(f.page));
  const s = out.toString();
  return s ? `?${s}` : "";
}

export function hasNarrowingFilters(f: InboxFilter): boolean {
  return Boolean(f.status || f.from || f.to || f.bookedFrom || f.q);
}

// Split as migration 0001 splits the stored text (any ASCII non-alphanumeric), so safe in a tsquery.
export function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((t) => t.slice(0, 64));
}

export function toPrefixTsQuery(terms: readonly string[]): string | null {
  return terms.length ? terms.map((t) => `${t}:*`).join(" & ") : null;
}
