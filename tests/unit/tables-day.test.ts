import { describe, expect, it } from "vitest";
import { clockOf, decideMove, floorAt, parseDayParams, spanOnScale, tablesDay } from "@/features/tables/day";
import type { DayTables, RoomTable } from "@/features/tables/room";

const table = (id: string, seatsMin: number, seatsMax: number, x: number): RoomTable => ({
  id,
  name: id.toUpperCase(),
  area: "Main room",
  seatsMin,
  seatsMax,
  x,
  y: 0,
});

// Two four-tops that push together and a two-top; two hours at the table for everyone.
function day(held: DayTables["held"], seatings: DayTables["seatings"]): DayTables {
  const tables = [table("a", 2, 4, 0), table("b", 2, 4, 1), table("c", 1, 2, 2)];
  return {
    date: "2026-12-04",
    tables,
    room: { tables, joins: [["a", "b"]] },
    held,
    seatings,
    minutesFor: () => 120,
  };
}

describe("the tables by time page", () => {
  it("draws recorded seatings as placed and pencilled ones as not, on a half-hour scale from the first booking", () => {
    const view = tablesDay(
      day(
        [
          { id: "x", time: "19:15", guests: 4, tableIds: ["a"] },
          { id: "y", time: "20:00", guests: 2, tableIds: [] },
        ],
        [
          { tableIds: ["a"], start: 1155, end: 1275, bookingId: "x" },
          { tableIds: ["c"], start: 1200, end: 1320, bookingId: "y" },
        ],
      ),
      [
        { id: "x", name: "Amina", time: "19:15", guests: 4 },
        { id: "y", name: "Bilal", time: "20:00", guests: 2 },
      ],
    );
    expect(view.rows.map((r) => [r.table.name, r.bars.map((b) => `${b.name}:${b.placed}`)])).toEqual([
      ["A", ["Amina:true"]],
      ["B", []],
      ["C", ["Bilal:false"]],
    ]);
    expect(view.scale).toEqual({ start: 1140, end: 1320, ticks: [1140, 1170, 1200, 1230, 1260, 1290, 1320] });
    expect(spanOnScale(view.scale, 1155, 1275)).toEqual({ left: (15 / 180) * 100, width: (120 / 180) * 100 });
    expect(view.choices.x!.map((c) => c.label)).toEqual(["A (2–4 seats)", "B (2–4 seats)", "A + B (4–8 seats)"]);
    expect(floorAt(view, 1260).map((f) => f.taken?.name ?? null)).toEqual(["Amina", null, "Bilal"]);
    // Half-open: at 9:15pm Amina's table is free again.
    expect(floorAt(view, 1275)[0]!.taken).toBeNull();
  });

  it("lists a booking that fits nowhere with the reason", () => {
    const view = tablesDay(day([{ id: "z", time: "19:00", guests: 12, tableIds: [] }], []), [
      { id: "z", name: "Chand", time: "19:00", guests: 12 },
    ]);
    expect(view.unseated).toEqual([
      {
        booking: { id: "z", name: "Chand", time: "19:00", guests: 12 },
        reason: "The party is larger than any table or set of joinable tables.",
      },
    ]);
  });

  it("refuses a move onto a table held for part of the time, too small, or not joinable, and allows a free one", () => {
    const d = day(
      [
        { id: "x", time: "19:00", guests: 4, tableIds: ["a"] },
        { id: "y", time: "20:00", guests: 3, tableIds: ["b"] },
      ],
      [
        { tableIds: ["a"], start: 1140, end: 1260, bookingId: "x" },
        { tableIds: ["b"], start: 1200, end: 1320, bookingId: "y" },
      ],
    );
    const move = (tableIds: string[], guests = 4) => decideMove(d, { bookingId: "x", tableIds, time: "19:00", guests });
    expect(move(["b"])).toEqual({ ok: false, reason: "B is taken from 8:00pm to 10:00pm by another booking for 3." });
    expect(move(["c"])).toEqual({ ok: false, reason: "C seats 1–2, not 4." });
    expect(move(["a", "c"])).toMatchObject({ ok: false, reason: /^A \+ C cannot be pushed together/ });
    expect(move(["gone"])).toMatchObject({ ok: false, reason: /no longer exists/ });
    expect(move(["c"], 2)).toMatchObject({ ok: true, option: { tableIds: ["c"] } });
  });

  it("reads the date and time from the query, or today and none", () => {
    expect(parseDayParams({ date: "2026-12-04", at: "19:30" }, "2026-11-28")).toEqual({
      date: "2026-12-04",
      at: "19:30",
    });
    expect(parseDayParams({ date: "2026-02-30", at: "7pm" }, "2026-11-28")).toEqual({ date: "2026-11-28", at: null });
    expect(clockOf(19 * 60)).toBe("7:00pm");
    expect(clockOf(24 * 60 + 30)).toBe("12:30am");
  });
});
