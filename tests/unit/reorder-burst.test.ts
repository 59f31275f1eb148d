import { describe, expect, it } from "vitest";
import { continuesBurst, describeReorder, movedItems, REORDER_BURST_MS } from "@/lib/actions/reorder-burst";

const order = (...ids: string[]) => ({ ids, names: ids.map((id) => id.toUpperCase()) });

describe("a burst of reorder moves is one activity-log entry", () => {
  it("finds what moved, not everything that shifted", () => {
    const before = Array.from({ length: 17 }, (_, i) => `p${i + 1}`);
    const after = ["p17", ...before.slice(0, 16)];
    expect(movedItems(before, after)).toEqual([{ id: "p17", from: 17, to: 1 }]);
    expect(movedItems(["a", "b", "c"], ["a", "b", "c"])).toEqual([]);
    expect(movedItems(["a", "b", "c", "d"], ["b", "a", "c", "d"])).toHaveLength(1);
    expect(movedItems(["a", "b", "c", "d", "e"], ["e", "b", "c", "d", "a"])).toEqual([
      { id: "e", from: 5, to: 1 },
      { id: "a", from: 1, to: 5 },
    ]);
  });

  it("describes the whole burst from the order before it began", () => {
    const before = Array.from({ length: 17 }, (_, i) => `p${i + 1}`);
    expect(describeReorder(order(...before), order("p17", ...before.slice(0, 16)), "the gallery")).toBe(
      "Moved “P17” from 17 to 1 in the gallery (17 items)",
    );
    expect(describeReorder(order("a", "b", "c"), order("a", "b", "c"), "Desserts")).toBe(
      "Reordered Desserts and put it back as it was (3 items)",
    );
    expect(
      describeReorder(
        order("a", "b", "c", "d", "e", "f", "g", "h"),
        order("h", "g", "f", "e", "d", "c", "b", "a"),
        "the hero videos",
      ),
    ).toMatch(/^Moved (“[A-H]” from \d to \d, ){2}“[A-H]” from \d to \d and 4 more in the hero videos \(8 items\)$/);
  });

  it("folds only into the same admin's latest entry for the same list, within the window", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const latest = {
      actorEmail: "a@x",
      action: "gallery.reordered",
      entity: "gallery_image",
      entityId: null,
      updatedAt: new Date(now.getTime() - 30_000),
      before: order("a", "b"),
    };
    const next = { actorEmail: "a@x", action: "gallery.reordered", entity: "gallery_image", entityId: null };
    expect(continuesBurst(latest, next, now)).toBe(true);
    expect(continuesBurst(null, next, now)).toBe(false);
    expect(continuesBurst({ ...latest, actorEmail: "b@x" }, next, now)).toBe(false);
    expect(continuesBurst({ ...latest, action: "hero.reordered" }, next, now)).toBe(false);
    expect(continuesBurst({ ...latest, entityId: "section-1" }, next, now)).toBe(false);
    expect(continuesBurst({ ...latest, updatedAt: new Date(now.getTime() - REORDER_BURST_MS - 1) }, next, now)).toBe(
      false,
    );
    // An entry from before this feature (no ids and names) starts a new line instead.
    expect(continuesBurst({ ...latest, before: null }, next, now)).toBe(false);
  });
});
