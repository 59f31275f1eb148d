import { describe, expect, it } from "vitest";
import { deepEqual, diffJson, humaniseKey, showValue } from "@/features/activity/diff";
import { actionLabel, activityQueryString, entityLabel, parseActivityParams } from "@/features/activity/params";

describe("activity diff", () => {
  it("lists only the keys that changed", () => {
    expect(
      diffJson(
        { status: "new", name: "A", tags: ["x"], nested: { a: 1 } },
        { status: "closed", name: "A", tags: ["x"], nested: { a: 1 } },
      ),
    ).toEqual([{ key: "status", before: "new", after: "closed", kind: "changed" }]);
  });

  it("marks added and removed keys, and treats a null side as no keys", () => {
    expect(diffJson({ a: 1, b: 2 }, { b: 2, c: 3 })).toEqual([
      { key: "a", before: 1, after: undefined, kind: "removed" },
      { key: "c", before: undefined, after: 3, kind: "added" },
    ]);
    expect(diffJson(null, { name: "Lamb Karahi" })).toEqual([
      { key: "name", before: undefined, after: "Lamb Karahi", kind: "added" },
    ]);
    expect(diffJson({ type: "event" }, null)).toEqual([
      { key: "type", before: "event", after: undefined, kind: "removed" },
    ]);
    expect(diffJson(null, null)).toEqual([]);
    expect(diffJson("x", [1])).toEqual([]);
  });

  it("compares nested values deeply and keeps a change from null to a value", () => {
    expect(diffJson({ tags: ["halal", "spicy"] }, { tags: ["spicy", "halal"] })).toHaveLength(1);
    expect(diffJson({ price: null }, { price: 9 })).toEqual([
      { key: "price", before: null, after: 9, kind: "changed" },
    ]);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it("shows values and keys in words", () => {
    expect(showValue("closed")).toBe("closed");
    expect(showValue(null)).toBe("empty");
    expect(showValue(undefined)).toBe("—");
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(humaniseKey("internalNote")).toBe("Internal note");
    expect(humaniseKey("sort_index")).toBe("Sort index");
  });
});

describe("activity filters", () => {
  it("reads person, section and dates, ignoring junk", () => {
    expect(
      parseActivityParams({
        actor: " Owner@Example.com ",
        section: "enquiry",
        from: "2026-11-30",
        to: "2026-11-01",
        page: "2",
      }),
    ).toEqual({
      actor: "owner@example.com",
      entity: "enquiry",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 2,
    });
    expect(parseActivityParams({ actor: "nobody", section: "x'; drop", from: "nope" })).toEqual({
      actor: null,
      entity: null,
      from: null,
      to: null,
      page: 1,
    });
    expect(activityQueryString({ actor: "a@b.c", entity: "enquiry", from: null, to: "2026-01-02", page: 1 })).toBe(
      "?actor=a%40b.c&section=enquiry&to=2026-01-02",
    );
  });

  it("names sections and actions in words", () => {
    expect(entityLabel("enquiry")).toBe("Enquiries");
    expect(entityLabel("hero_thing")).toBe("Hero thing");
    expect(actionLabel("enquiry.status_changed")).toBe("Status changed");
    expect(actionLabel("site.refreshed")).toBe("Refreshed");
  });
});
