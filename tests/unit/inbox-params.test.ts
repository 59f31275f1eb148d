import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import {
  DEFAULT_INBOX_FILTER,
  hasNarrowingFilters,
  inboxQueryString,
  parseInboxParams,
  searchTerms,
  toPrefixTsQuery,
} from "@/features/enquiries/inbox-params";
import { inboxOrderBy, inboxWhere } from "@/features/enquiries/inbox-queries";

const dialect = new PgDialect();
const render = (f: Parameters<typeof inboxWhere>[0]) => {
  const where = inboxWhere(f);
  return where ? dialect.sqlToQuery(where) : null;
};

describe("inbox URL parameters", () => {
  it("falls back to the defaults for anything unknown or malformed", () => {
    expect(parseInboxParams({})).toEqual(DEFAULT_INBOX_FILTER);
    expect(parseInboxParams({ type: "contact", status: "confirmed" })).toMatchObject({ type: "contact", status: null });
    expect(parseInboxParams({ status: "confirmed" })).toMatchObject({ type: "all", status: "confirmed" });
    expect(
      parseInboxParams({
        type: "spam",
        status: "done",
        from: "2026-02-30",
        to: "yesterday",
        sort: "drop table",
        dir: "sideways",
        page: "-3",
      }),
    ).toEqual(DEFAULT_INBOX_FILTER);
    expect(parseInboxParams(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("reads every filter, orders a reversed date range and trims the search", () => {
    expect(
      parseInboxParams({
        type: "reservation",
        status: "confirmed",
        from: "2026-11-30",
        to: "2026-11-01",
        q: "  Amina  ",
        sort: "name",
        page: "3",
      }),
    ).toEqual({
      type: "reservation",
      status: "confirmed",
      from: "2026-11-01",
      to: "2026-11-30",
      bookedFrom: null,
      q: "Amina",
      sort: "name",
      dir: "asc",
      page: 3,
    });
    expect(parseInboxParams({ q: "x".repeat(500) }).q).toHaveLength(200);
    expect(parseInboxParams({ type: ["event", "contact"] }).type).toBe("event");
  });

  it("reads the booked-for date, drops a malformed one, and counts it as a narrowing filter", () => {
    const f = parseInboxParams({ type: "reservation", booked_from: "2026-12-04" });
    expect(f.bookedFrom).toBe("2026-12-04");
    expect(inboxQueryString(f)).toBe("?type=reservation&booked_from=2026-12-04");
    expect(hasNarrowingFilters(f)).toBe(true);
    expect(parseInboxParams({ booked_from: "next week" }).bookedFrom).toBeNull();
    expect(render({ ...DEFAULT_INBOX_FILTER, bookedFrom: "2026-12-04" })).toMatchObject({
      sql: '"enquiries"."preferred_date" >= $1',
      params: ["2026-12-04"],
    });
  });

  it("writes a short query string that reads back to the same filter", () => {
    expect(inboxQueryString(DEFAULT_INBOX_FILTER)).toBe("");
    const f = parseInboxParams({
      type: "event",
      status: "new",
      from: "2026-01-01",
      q: "Zoë & co",
      sort: "received",
      dir: "asc",
      page: "2",
    });
    const qs = inboxQueryString(f);
    expect(qs).toBe("?type=event&status=new&from=2026-01-01&q=Zo%C3%AB+%26+co&sort=received&dir=asc&page=2");
    expect(parseInboxParams(new URLSearchParams(qs))).toEqual(f);
    expect(inboxQueryString(f, { page: 1, status: null })).toBe(
      "?type=event&from=2026-01-01&q=Zo%C3%AB+%26+co&sort=received&dir=asc",
    );
  });
});

describe("search terms", () => {
  it("splits on ASCII punctuation like the database does and keeps accented letters", () => {
    expect(searchTerms("Amina.Khan+x@Example.com")).toEqual(["amina", "khan", "x", "example", "com"]);
    expect(searchTerms("Zoë O'Brien")).toEqual(["zoë", "o", "brien"]);
    expect(searchTerms("07700 900-123")).toEqual(["07700", "900", "123"]);
  });

  it("cannot smuggle tsquery syntax and ignores punctuation-only input", () => {
    expect(toPrefixTsQuery(searchTerms("a & b | !c:* (d) <-> 'e' \\f"))).toBe("a:* & b:* & c:* & d:* & e:* & f:*");
    expect(toPrefixTsQuery(searchTerms("@@ !!"))).toBeNull();
    expect(searchTerms("one two three four five six seven eight nine ten")).toHaveLength(8);
  });
});

describe("inbox where-clause builder", () => {
  it("is empty for the default filter", () => {
    expect(render(DEFAULT_INBOX_FILTER)).toBeNull();
  });

  it("binds every value as a parameter and uses London day boundaries", () => {
    const q = render({ type: "reservation", status: "new", from: "2026-03-29", to: "2026-03-29", q: "amina 0770" })!;
    expect(q.sql).toBe(
      '("enquiries"."form_type" = $1 and "enquiries"."status" = $2 and "enquiries"."created_at" >= ($3::date::timestamp at time zone \'Europe/London\') and "enquiries"."created_at" < (($4::date + 1)::timestamp at time zone \'Europe/London\') and "enquiries"."search_vector" @@ to_tsquery(\'simple\', $5))',
    );
    expect(q.params).toEqual(["reservation", "new", "2026-03-29", "2026-03-29", "amina:* & 0770:*"]);
  });

  it("leaves out a search that has no words", () => {
    expect(render({ ...DEFAULT_INBOX_FILTER, q: "---" })).toBeNull();
  });

  it("orders by the chosen column, then newest first, so pages are stable", () => {
    const order = (sort: Parameters<typeof inboxOrderBy>[0]) =>
      inboxOrderBy(sort).map((s) => dialect.sqlToQuery(s).sql);
    expect(order({ sort: "received", dir: "desc" })).toEqual([
      '"enquiries"."created_at" desc',
      '"enquiries"."id" desc',
    ]);
    expect(order({ sort: "name", dir: "asc" })).toEqual([
      'lower("enquiries"."name") asc',
      '"enquiries"."created_at" asc',
      '"enquiries"."id" asc',
    ]);
    expect(order({ sort: "status", dir: "desc" })).toEqual([
      '"enquiries"."status" desc',
      '"enquiries"."created_at" desc',
      '"enquiries"."id" desc',
    ]);
    expect(order({ sort: "date", dir: "asc" })[0]).toBe('"enquiries"."preferred_date" asc nulls last');
    expect(order({ sort: "date", dir: "desc" })).toEqual([
      '"enquiries"."preferred_date" desc nulls last',
      '"enquiries"."created_at" desc',
      '"enquiries"."id" desc',
    ]);
  });
});
