import { describe, expect, it } from "vitest";
import { moveItem, sortIndexUpdates } from "@/lib/admin/reorder";

describe("moveItem", () => {
  it("moves an element down and up", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });
  it("leaves the list alone for out-of-range or identical positions", () => {
    expect(moveItem(["a", "b"], 0, 0)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], -1, 1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});

describe("sortIndexUpdates", () => {
  it("numbers the wanted order from zero", () => {
    expect(sortIndexUpdates(["a", "b", "c"], ["c", "a", "b"])).toEqual([
      { id: "c", sortIndex: 0 },
      { id: "a", sortIndex: 1 },
      { id: "b", sortIndex: 2 },
    ]);
  });
  it("refuses an order that is not the current set of ids", () => {
    expect(sortIndexUpdates(["a", "b", "c"], ["a", "b"])).toBeNull();
    expect(sortIndexUpdates(["a", "b", "c"], ["a", "b", "d"])).toBeNull();
    expect(sortIndexUpdates(["a", "b", "c"], ["a", "a", "b"])).toBeNull();
  });
});
