import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "@/features/settings/defaults";
import { tableTimesSchema } from "@/features/settings/schema";
import {
  MAX_JOINED_TABLES,
  bestFit,
  seatableStarts,
  tableOptions,
  type FitTable,
  type JoinPair,
  type Room,
  type Seating,
} from "@/features/tables/fitting";
import { timeAtTable } from "@/features/tables/time-at-table";

const table = (id: string, seatsMin: number, seatsMax: number): FitTable => ({ id, seatsMin, seatsMax });
const at = (clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return h! * 60 + m!;
};
const seated = (tableIds: string[], from: string, minutes: number, bookingId?: string): Seating => ({
  tableIds,
  start: at(from),
  end: at(from) + minutes,
  ...(bookingId ? { bookingId } : {}),
});
const fit = (
  room: Room,
  seatings: Seating[],
  partySize: number,
  start: string,
  duration = 120,
  ignoringBooking?: string,
) =>
  bestFit(room, seatings, { partySize, start: at(start), duration, ...(ignoringBooking ? { ignoringBooking } : {}) });
const tablesOf = (result: ReturnType<typeof bestFit>) => (result.ok ? [...result.option.tableIds] : result.reason);

// The issue's own room: two four-tops that push together and a two-top.
const room: Room = {
  tables: [table("two", 1, 2), table("fourA", 2, 4), table("fourB", 2, 4)],
  joins: [["fourA", "fourB"]],
};

describe("the best fitting table", () => {
  it("seats a party at the smallest table that fits", () => {
    expect(tablesOf(fit(room, [], 2, "19:00"))).toEqual(["two"]);
    expect(tablesOf(fit(room, [], 3, "19:00"))).toEqual(["fourA"]);
    expect(tablesOf(fit(room, [], 4, "19:00"))).toEqual(["fourA"]);
  });

  it("moves up a size when the smallest is taken, and joins only when no single table serves", () => {
    expect(tablesOf(fit(room, [seated(["two"], "19:00", 90)], 2, "19:00"))).toEqual(["fourA"]);
    const bothFours = [seated(["fourA"], "19:00", 120), seated(["fourB"], "19:00", 120)];
    expect(tablesOf(fit(room, bothFours, 2, "19:00"))).toEqual(["two"]);
    expect(tablesOf(fit(room, [], 6, "19:00"))).toEqual(["fourA", "fourB"]);
  });

  it("refuses the third party of four at 19:00 when both four-tops are taken", () => {
    const twoParties = [seated(["fourA"], "19:00", 120), seated(["fourB"], "19:00", 120)];
    expect(fit(room, twoParties, 4, "19:00")).toEqual({ ok: false, reason: "all-taken" });
  });

  it("respects a table's minimum: a party of two never takes a six kept for four or more", () => {
    const withSix: Room = { tables: [table("six", 4, 6), table("four", 2, 4)], joins: [] };
    expect(tablesOf(fit(withSix, [], 2, "19:00"))).toEqual(["four"]);
    expect(fit(withSix, [seated(["four"], "19:00", 90)], 2, "19:00")).toEqual({ ok: false, reason: "all-taken" });
    expect(fit({ tables: [table("six", 4, 6)], joins: [] }, [], 2, "19:00")).toEqual({
      ok: false,
      reason: "no-size-fit",
    });
  });

  it("refuses a party larger than any table or joinable set, and says when there are no tables", () => {
    expect(fit(room, [], 9, "19:00")).toEqual({ ok: false, reason: "too-large" });
    expect(fit({ tables: [], joins: [] }, [], 2, "19:00")).toEqual({ ok: false, reason: "no-tables" });
  });
});

describe("time at the table overlapping", () => {
  const one: Room = { tables: [table("t", 1, 4)], joins: [] };

  it("a seating ending as the next begins is no clash, in either order", () => {
    expect(fit(one, [seated(["t"], "17:00", 120)], 2, "19:00").ok).toBe(true);
    expect(fit(one, [seated(["t"], "21:00", 120)], 2, "19:00", 120).ok).toBe(true);
  });

  it("any overlap at all is a clash: before, after, inside and around", () => {
    for (const other of [
      seated(["t"], "17:15", 120), // ends 19:15, a quarter-hour into ours
      seated(["t"], "20:45", 120), // starts before ours ends at 21:00
      seated(["t"], "19:30", 30), // inside ours
      seated(["t"], "18:00", 240), // around ours
    ])
      expect(fit(one, [other], 2, "19:00")).toEqual({ ok: false, reason: "all-taken" });
  });

  it("a joined set is taken when any one of its tables is", () => {
    const busyB = [seated(["fourB"], "20:30", 90)];
    expect(fit(room, busyB, 6, "19:00")).toEqual({ ok: false, reason: "all-taken" });
    expect(tablesOf(fit(room, busyB, 6, "19:00", 90))).toEqual(["fourA", "fourB"]);
  });

  it("leaves a booking's own seating out when moving it", () => {
    const own = [seated(["fourA", "fourB"], "19:00", 150, "b1")];
    expect(fit(room, own, 6, "19:30", 150).ok).toBe(false);
    expect(tablesOf(fit(room, own, 6, "19:30", 150, "b1"))).toEqual(["fourA", "fourB"]);
  });
});

describe("joinable sets", () => {
  const row: Room = {
    tables: [table("a", 2, 4), table("b", 2, 4), table("c", 2, 4), table("d", 2, 2)],
    joins: [
      ["a", "b"],
      ["b", "c"],
    ],
  };

  it("joins only pairs as declared, and chains only through declared pairs", () => {
    const sets = tableOptions(row)
      .filter((o) => o.tableIds.length > 1)
      .map((o) => [...o.tableIds].sort().join("+"));
    expect(sets.sort()).toEqual(["a+b", "a+b+c", "b+c"]);
  });

  it("counts a set's seats as the sums of its tables' minimums and maximums", () => {
    const abc = tableOptions(row).find((o) => o.tableIds.length === 3)!;
    expect([abc.seatsMin, abc.seatsMax]).toEqual([6, 12]);
    expect(tablesOf(fit(row, [], 10, "19:00"))).toEqual(["a", "b", "c"]);
  });

  it("prefers fewer tables, then fewer empty seats, among joins", () => {
    const mixed: Room = {
      tables: [table("big", 2, 6), table("small", 1, 2), table("mid", 2, 4), table("x", 2, 4)],
      joins: [
        ["big", "x"],
        ["small", "mid"],
        ["mid", "x"],
      ],
    };
    // small+mid seats 6 exactly; big+x 10 and mid+x 8 waste more; a three-table chain is never preferred over two.
    expect(tablesOf(fit(mixed, [], 6, "19:00"))).toEqual(["big"]);
    expect(tablesOf(fit(mixed, [seated(["big"], "18:00", 240)], 6, "19:00"))).toEqual(["small", "mid"]);
  });

  it("ignores joins naming unknown tables or a table with itself, and stops at the longest chain", () => {
    const odd: Room = {
      tables: [table("a", 1, 2)],
      joins: [
        ["a", "a"],
        ["a", "gone"],
      ],
    };
    expect(tableOptions(odd)).toHaveLength(1);
    const ids = Array.from({ length: MAX_JOINED_TABLES + 2 }, (_, i) => `t${i}`);
    const long: Room = {
      tables: ids.map((id) => table(id, 1, 2)),
      joins: ids.slice(1).map((id, i): JoinPair => [ids[i]!, id]),
    };
    expect(Math.max(...tableOptions(long).map((o) => o.tableIds.length))).toBe(MAX_JOINED_TABLES);
    expect(fit(long, [], 2 * MAX_JOINED_TABLES + 1, "19:00")).toEqual({ ok: false, reason: "too-large" });
  });
});

describe("the slots a party can be seated at", () => {
  const slots = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"].map(at);

  it("offers only the start times at which a table is free for the whole time at the table", () => {
    const evening = [seated(["fourA"], "19:00", 120), seated(["fourB"], "19:00", 120)];
    const offered = seatableStarts(room, evening, { partySize: 4, duration: 120, starts: slots }).map(
      (m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`,
    );
    expect(offered).toEqual(["17:00", "21:00"]);
  });

  it("a party of two still finds the two-top while the four-tops are full", () => {
    const evening = [seated(["fourA"], "19:00", 120), seated(["fourB"], "19:00", 120)];
    expect(seatableStarts(room, evening, { partySize: 2, duration: 90, starts: slots })).toEqual(slots);
  });

  it("offers nothing to a party no table can take", () => {
    expect(seatableStarts(room, [], { partySize: 12, duration: 150, starts: slots })).toEqual([]);
  });
});

describe("time at the table by party size", () => {
  const setting = DEFAULT_SITE_SETTINGS.tableTimes;

  it("gives up to two 90 minutes, three and four two hours, five and more two and a half", () => {
    expect([1, 2, 3, 4, 5, 12].map((n) => timeAtTable(n, setting))).toEqual([90, 90, 120, 120, 150, 150]);
  });

  it("follows the bands staff set", () => {
    const custom = { smallUpTo: 3, smallMinutes: 75, mediumUpTo: 6, mediumMinutes: 105, largeMinutes: 180 };
    expect([3, 4, 6, 7].map((n) => timeAtTable(n, custom))).toEqual([75, 105, 105, 180]);
  });

  it("the setting's schema keeps the default and refuses bands out of order or odd minutes", () => {
    expect(tableTimesSchema.parse(setting)).toEqual(setting);
    const errorsOf = (over: Partial<typeof setting>) => {
      const parsed = tableTimesSchema.safeParse({ ...setting, ...over });
      return parsed.success ? {} : parsed.error.flatten().fieldErrors;
    };
    expect(errorsOf({ mediumUpTo: 2 })).toHaveProperty("mediumUpTo");
    expect(errorsOf({ smallMinutes: 100 })).toHaveProperty("smallMinutes");
    expect(errorsOf({ largeMinutes: 15 })).toHaveProperty("largeMinutes");
    expect(errorsOf({ largeMinutes: 375 })).toHaveProperty("largeMinutes");
    expect(errorsOf({ smallUpTo: 0 })).toHaveProperty("smallUpTo");
    expect(errorsOf({ mediumMinutes: Number.NaN })).toHaveProperty("mediumMinutes");
  });
});
